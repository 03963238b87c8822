const ink = { fill: 'none', stroke: '#1f3321', strokeWidth: 3, strokeLinecap: 'round' } as const;

/** A rolled document with a shield, held up by a small dinosaur: terms and privacy. */
export function LegalArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <circle cx="130" cy="88" r="78" fill="#f1faec" />
      <ellipse cx="120" cy="164" rx="100" ry="9" fill="#1f3321" opacity=".12" />
      <rect x="20" y="26" width="100" height="124" fill="#fdf8ee" />
      <rect x="12" y="18" width="116" height="16" rx="8" fill="#f3e3c3" />
      <rect x="12" y="144" width="116" height="16" rx="8" fill="#f3e3c3" />
      <path
        d="M36 54h68M36 70h68M36 86h52M36 102h40M36 118h30"
        stroke="#a8a29e"
        strokeWidth="4"
        strokeLinecap="round"
        opacity=".6"
      />
      <g transform="translate(194 129) scale(-1.1 1.1)">
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
        <path d="M17-14q6 6 13 0" {...ink} />
      </g>
      <path d="M124 76q16 8 30 4v30q0 28-30 42-30-14-30-42V80q14 4 30-4z" fill="#7cc3e8" />
      <path d="M124 88q10 5 20 3v20q0 20-20 30-20-10-20-30V91q10 2 20-3z" fill="#bfe3f5" />
      <path d="M114 114l8 8 14-16" {...ink} strokeWidth="4" />
      <path d="M174 128q-10 0-20 8" {...ink} stroke="#2f8f4e" strokeWidth="6" />
    </svg>
  );
}
