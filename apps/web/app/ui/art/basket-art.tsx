/** A woven basket holding dinosaur eggs and a toy ball. */
export function BasketArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <circle cx="120" cy="88" r="78" fill="#f1faec" />
      <ellipse cx="120" cy="164" rx="98" ry="9" fill="#1f3321" opacity=".12" />
      <path
        d="M50 100Q120 -8 190 100"
        fill="none"
        stroke="#8b5a2b"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <circle cx="62" cy="88" r="17" fill="#7cc3e8" />
      <path d="M62 78l3 6 6 1-4 4 1 6-6-3-6 3 1-6-4-4 6-1z" fill="#fdf8ee" />
      <ellipse cx="94" cy="72" rx="17" ry="22" fill="#f7a8a8" />
      <ellipse cx="126" cy="66" rx="18" ry="23" fill="#bfe3f5" />
      <ellipse cx="160" cy="72" rx="17" ry="22" fill="#fcd34d" />
      <g fill="#fdf8ee">
        <circle cx="88" cy="66" r="4" />
        <circle cx="100" cy="78" r="3" />
      </g>
      <g fill="#f59e0b">
        <circle cx="154" cy="64" r="3" />
        <circle cx="166" cy="76" r="4" />
      </g>
      <g fill="#7cc3e8">
        <circle cx="120" cy="58" r="4" />
        <circle cx="132" cy="72" r="3" />
      </g>
      <path d="M34 104h172l-16 50q-2 8-10 8H60q-8 0-10-8z" fill="#f3e3c3" />
      <g
        stroke="#8b5a2b"
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray="10 10"
        opacity=".45"
      >
        <path d="M46 122h148" />
        <path d="M50 136h140" strokeDashoffset="10" />
        <path d="M54 150h132" />
      </g>
      <rect x="28" y="96" width="184" height="14" rx="7" fill="#8b5a2b" />
    </svg>
  );
}
