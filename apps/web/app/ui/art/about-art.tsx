const D = ({ t, c }: { t: string; c: string[] }) => (
  <g transform={t}>
    <path d="M-26 2C-40 0-42 10-36 13C-30 15-24 10-18 8Z" fill={c[0]} />
    <path d="M-20-6l4-13 8 6ZM-9-13l6-13 7 11ZM4-24l6-12 7 8Z" fill={c[3]} />
    <rect x="-14" y="16" width="8" height="11" rx="4" fill={c[1]} />
    <rect x="5" y="16" width="8" height="11" rx="4" fill={c[1]} />
    <ellipse cx="0" cy="4" rx="24" ry="21" fill={c[0]} />
    <ellipse cx="2" cy="10" rx="15" ry="12" fill={c[2]} />
    <circle cx="19" cy="-21" r="15" fill={c[0]} />
    <circle cx="23" cy="-24" r="5" fill="#fff" />
    <circle cx="24" cy="-23" r="2.5" fill="#1f3321" />
    <circle cx="13" cy="-14" r="3" fill="#f7a8a8" opacity=".7" />
    <path d="M17-14q6 6 13 0" fill="none" stroke="#1f3321" strokeWidth="3" strokeLinecap="round" />
    <path d="M18 0q12 0 18-12" fill="none" stroke={c[1]} strokeWidth="5" strokeLinecap="round" />
    <path d="M41-20q4 4 2 9" fill="none" stroke="#f59e0b" strokeWidth="2.5" strokeLinecap="round" />
  </g>
);

/** A family of three dinosaurs of different sizes, waving hello. */
export function AboutArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <circle cx="120" cy="90" r="80" fill="#f1faec" />
      <ellipse cx="120" cy="162" rx="104" ry="9" fill="#1f3321" opacity=".12" />
      <D t="translate(62 120) scale(1.45)" c={['#2f8f4e', '#1f6e3a', '#c8ebb9', '#fcd34d']} />
      <D
        t="translate(186 129) scale(-1.15 1.15)"
        c={['#3aa35b', '#2f8f4e', '#bfe8b0', '#f59e0b']}
      />
      <D t="translate(114 140) scale(.75)" c={['#3aa35b', '#2f8f4e', '#bfe8b0', '#b3261e']} />
    </svg>
  );
}
