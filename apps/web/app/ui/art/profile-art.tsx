const D = ({ t, c }: { t: string; c: string[] }) => (
  <g transform={t}>
    <path d="M-20-6l4-13 8 6ZM-9-13l6-13 7 11ZM4-24l6-12 7 8Z" fill={c[3]} />
    <rect x="-14" y="16" width="8" height="11" rx="4" fill={c[1]} />
    <rect x="5" y="16" width="8" height="11" rx="4" fill={c[1]} />
    <g fill={c[0]}>
      <path d="M-26 2C-40 0-42 10-36 13C-30 15-24 10-18 8Z" />
      <ellipse cx="0" cy="4" rx="24" ry="21" />
      <circle cx="19" cy="-21" r="15" />
    </g>
    <ellipse cx="2" cy="10" rx="15" ry="12" fill={c[2]} />
    <circle cx="23" cy="-24" r="5" fill="#fff" />
    <circle cx="24" cy="-23" r="2.5" fill="#1f3321" />
    <circle cx="13" cy="-14" r="3" fill="#f7a8a8" opacity=".8" />
    <path d="M17-14q6 6 13 0" fill="none" stroke="#1f3321" strokeWidth="3" strokeLinecap="round" />
  </g>
);

/** A parent dinosaur and a little one side by side, with a heart above them. */
export function ProfileArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <circle cx="120" cy="92" r="78" fill="#f1faec" />
      <ellipse cx="120" cy="164" rx="100" ry="9" fill="#1f3321" opacity=".12" />
      <path
        d="M136 58C112 42 114 22 126 20c5-1 9 2 10 6 1-4 5-7 10-6 12 2 14 22-10 38z"
        fill="#b3261e"
      />
      <path d="M192 40c-8-6-7-12-3-13 2 0 3 1 3 2 0-1 1-2 3-2 4 1 5 7-3 13z" fill="#f7a8a8" />
      <D t="translate(80 118) scale(1.5)" c={['#2f8f4e', '#1f6e3a', '#c8ebb9', '#fcd34d']} />
      <D t="translate(176 137) scale(-.85 .85)" c={['#3aa35b', '#2f8f4e', '#bfe8b0', '#f59e0b']} />
      <path
        d="M112 130q16 4 30 2"
        fill="none"
        stroke="#1f6e3a"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path
        d="M160 136q-10 0-18-4"
        fill="none"
        stroke="#2f8f4e"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  );
}
