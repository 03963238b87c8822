const ink = { fill: 'none', stroke: '#1f3321', strokeWidth: 3, strokeLinecap: 'round' } as const;

/** A little market stall with a striped awning: a plush dino, a book and a puzzle piece on the counter. */
export function ShopArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="164" rx="104" ry="9" fill="#1f3321" opacity=".12" />
      <rect x="44" y="50" width="152" height="60" fill="#bfe3f5" />
      <rect x="36" y="40" width="8" height="122" rx="4" fill="#8b5a2b" />
      <rect x="196" y="40" width="8" height="122" rx="4" fill="#8b5a2b" />
      <rect x="26" y="18" width="188" height="12" rx="6" fill="#8b5a2b" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <path
          key={i}
          d={`M${30 + i * 30} 28h30v22a15 15 0 0 1-30 0z`}
          fill={i % 2 ? '#fdf8ee' : '#f59e0b'}
        />
      ))}
      <rect x="30" y="112" width="180" height="50" rx="6" fill="#f3e3c3" />
      <path d="M80 124v30M120 124v30M160 124v30" stroke="#8b5a2b" strokeWidth="3" opacity=".25" />
      <rect x="24" y="104" width="192" height="10" rx="5" fill="#8b5a2b" />
      <g transform="translate(78 88) scale(.62)">
        <path d="M-20-6l4-13 8 6ZM-9-13l6-13 7 11ZM4-24l6-12 7 8Z" fill="#f59e0b" />
        <rect x="-14" y="16" width="8" height="11" rx="4" fill="#2f8f4e" />
        <rect x="5" y="16" width="8" height="11" rx="4" fill="#2f8f4e" />
        <g fill="#3aa35b">
          <path d="M-26 2C-40 0-42 10-36 13C-30 15-24 10-18 8Z" />
          <ellipse cx="0" cy="4" rx="24" ry="21" />
          <circle cx="19" cy="-21" r="15" />
        </g>
        <ellipse cx="2" cy="10" rx="15" ry="12" fill="#bfe8b0" />
        <circle cx="23" cy="-24" r="5" fill="#fff" />
        <circle cx="24" cy="-23" r="2.5" fill="#1f3321" />
        <circle cx="13" cy="-14" r="3" fill="#f7a8a8" opacity=".7" />
        <path d="M17-14q6 6 13 0" {...ink} strokeWidth="4" />
      </g>
      <rect x="104" y="90" width="46" height="14" rx="3" fill="#7cc3e8" />
      <rect x="108" y="93" width="42" height="8" fill="#fdf8ee" />
      <rect x="108" y="78" width="38" height="12" rx="3" fill="#fcd34d" />
      <rect x="112" y="81" width="34" height="6" fill="#fdf8ee" />
      <path
        d="M0 6h9a6 6 0 0 1 12 0h9v9a6 6 0 0 1 0 12v9H0z"
        fill="#b3261e"
        transform="translate(158 68)"
      />
    </svg>
  );
}
