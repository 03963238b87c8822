/** Small line icons drawn for Dino; decorative, so the control around them carries the name. */
type IconProps = { className?: string };

const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export function MenuIcon(props: IconProps) {
  return (
    <svg {...base} className={props.className ?? 'h-6 w-6'}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <svg {...base} className={props.className ?? 'h-6 w-6'}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function BasketIcon(props: IconProps) {
  return (
    <svg {...base} className={props.className ?? 'h-6 w-6'}>
      <path d="M3 9h18l-2 11H5L3 9z" />
      <path d="M8 9l4-6 4 6" />
    </svg>
  );
}

export function ChevronIcon(props: IconProps) {
  return (
    <svg {...base} className={props.className ?? 'h-5 w-5'}>
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <svg {...base} fill="currentColor" strokeWidth={1} className={props.className ?? 'h-5 w-5'}>
      <path d="M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6L12 16.8 6.6 19.6l1.1-6L3.2 9.4l6.1-.8z" />
    </svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <svg {...base} strokeWidth={3} className={props.className ?? 'h-6 w-6'}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** A speaker; `muted` crosses the sound out (the games' sound switch). */
export function SpeakerIcon(props: IconProps & { muted?: boolean }) {
  return (
    <svg {...base} className={props.className ?? 'h-7 w-7'}>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      {props.muted ? (
        <path d="M16 9.5l5 5M21 9.5l-5 5" />
      ) : (
        <path d="M15.5 9a4 4 0 010 6M18 6.5a7.5 7.5 0 010 11" />
      )}
    </svg>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <svg {...base} className={props.className ?? 'h-6 w-6'}>
      <rect x="6" y="5" width="4" height="14" rx="1.5" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1.5" fill="currentColor" />
    </svg>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <svg {...base} className={props.className ?? 'h-6 w-6'}>
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </svg>
  );
}

export function HeartIcon(props: IconProps & { full: boolean }) {
  return (
    <svg {...base} strokeWidth={2} className={props.className ?? 'h-6 w-6'}>
      <path
        d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0112 7.4 4.3 4.3 0 0119.5 10c0 5.4-7.5 10-7.5 10z"
        fill={props.full ? 'currentColor' : 'none'}
      />
    </svg>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <svg {...base} className={props.className ?? 'h-6 w-6'}>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 018 0v3" />
    </svg>
  );
}

export function UndoIcon(props: IconProps) {
  return (
    <svg {...base} className={props.className ?? 'h-6 w-6'}>
      <path d="M9 14L4 9l5-5" />
      <path d="M4 9h10a6 6 0 010 12h-3" />
    </svg>
  );
}
