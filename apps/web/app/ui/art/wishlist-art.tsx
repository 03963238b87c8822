const star = 'M0-10Q2-2 10 0Q2 2 0 10Q-2 2-10 0Q-2-2 0-10Z';
const ink = { fill: 'none', stroke: '#1f3321', strokeWidth: 3, strokeLinecap: 'round' } as const;

/** A big heart hugged by a small dinosaur, with sparkles around. */
export function WishlistArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <circle cx="120" cy="90" r="78" fill="#f1faec" />
      <ellipse cx="124" cy="164" rx="96" ry="9" fill="#1f3321" opacity=".12" />
      <g fill="#fcd34d">
        <path d={star} transform="translate(34 44)" />
        <path d={star} transform="translate(206 40) scale(.8)" />
        <path d={star} transform="translate(30 128) scale(.6)" />
        <path d={star} transform="translate(180 20) scale(.5)" />
      </g>
      <path
        d="M100 160C34 120 28 60 64 48c18-6 32 4 36 18 4-14 18-24 36-18 36 12 30 72-36 112z"
        fill="#b3261e"
      />
      <path d="M54 76q2-14 16-18" {...ink} stroke="#f7a8a8" strokeWidth="5" />
      <g transform="translate(188 130) scale(-1.15 1.15)">
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
        <circle cx="13" cy="-14" r="3" fill="#f7a8a8" />
        <path d="M17-14q6 6 13 0" {...ink} strokeWidth="2.6" />
      </g>
      <path d="M174 130q-16 0-30-10M174 142q-18 4-34-2" {...ink} stroke="#2f8f4e" strokeWidth="7" />
    </svg>
  );
}
