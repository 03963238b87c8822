/** The games' own line icons, in the style of ui/icons.tsx; the control carries the name. */
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

export function SoundIcon(props: IconProps & { on: boolean }) {
  return (
    <svg {...base} className={props.className ?? 'h-6 w-6'}>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      {props.on ? (
        <path d="M15.5 9a4 4 0 010 6M18 6.5a7.5 7.5 0 010 11" />
      ) : (
        <path d="M16 9.5l5 5M21 9.5l-5 5" />
      )}
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
