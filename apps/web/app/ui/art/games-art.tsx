const star = 'M0-10Q2-2 10 0Q2 2 0 10Q-2 2-10 0Q-2-2 0-10Z';
const ink = { fill: 'none', stroke: '#1f3321', strokeWidth: 3, strokeLinecap: 'round' } as const;

/** A dinosaur jumping over a rock, with a ball and stars: time to play. */
export function GamesArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <circle cx="120" cy="88" r="78" fill="#bfe3f5" opacity=".5" />
      <ellipse cx="120" cy="164" rx="100" ry="9" fill="#1f3321" opacity=".12" />
      <g fill="#fcd34d">
        <path d={star} transform="translate(36 40)" />
        <path d={star} transform="translate(204 44) scale(.8)" />
        <path d={star} transform="translate(172 20) scale(.5)" />
      </g>
      <path
        d="M30 154Q50 70 96 66"
        fill="none"
        stroke="#7cc3e8"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="1 10"
      />
      <path d="M86 162q-4-28 22-32 26-2 32 16 2 16-6 16z" fill="#a8a29e" />
      <path d="M100 140q6-4 12-2" {...ink} stroke="#fdf8ee" opacity=".7" />
      <g transform="translate(118 86) rotate(-12) scale(1.2)">
        <path d="M-20-6l4-13 8 6ZM-9-13l6-13 7 11ZM4-24l6-12 7 8Z" fill="#f59e0b" />
        <rect x="-18" y="16" width="14" height="8" rx="4" fill="#2f8f4e" />
        <rect x="2" y="16" width="14" height="8" rx="4" fill="#2f8f4e" />
        <g fill="#3aa35b">
          <path d="M-26 2C-40 0-46 4-44 10C-38 14-26 10-18 8Z" />
          <ellipse cx="0" cy="4" rx="24" ry="21" />
          <circle cx="19" cy="-21" r="15" />
        </g>
        <ellipse cx="2" cy="10" rx="15" ry="12" fill="#bfe8b0" />
        <circle cx="23" cy="-24" r="5" fill="#fff" />
        <circle cx="24" cy="-23" r="2.5" fill="#1f3321" />
        <circle cx="13" cy="-14" r="3" fill="#f7a8a8" opacity=".7" />
        <path d="M17-15q6 8 13 0" {...ink} />
        <path d="M18 2q12 2 18-6" {...ink} stroke="#2f8f4e" strokeWidth="5" />
      </g>
      <circle cx="196" cy="146" r="17" fill="#b3261e" />
      <path d="M180 142q16 10 33 0" {...ink} stroke="#fdf8ee" strokeWidth="4" />
      <circle cx="190" cy="136" r="4" fill="#fdf8ee" opacity=".6" />
    </svg>
  );
}
