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
