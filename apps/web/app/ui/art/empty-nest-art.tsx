/** An empty nest with one small cracked eggshell: nothing here yet. */
export function EmptyNestArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <circle cx="120" cy="92" r="78" fill="#f1faec" />
      <ellipse cx="120" cy="162" rx="100" ry="9" fill="#1f3321" opacity=".12" />
      <path
        d="M40 108l-14-8M200 110l16-6M56 140l-14 8M188 138l14 6"
        stroke="#8b5a2b"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M44 112q4 44 76 44t76-44z" fill="#8b5a2b" />
      <ellipse cx="120" cy="110" rx="78" ry="22" fill="#8b5a2b" />
      <ellipse cx="120" cy="108" rx="60" ry="13" fill="#1f3321" opacity=".3" />
      <path
        d="M54 124q34 12 70 8M70 144q30 8 60 0M118 140q40 2 70-16M60 110q20-10 40-6M150 98q24 2 38 12"
        fill="none"
        stroke="#f3e3c3"
        strokeWidth="3"
        strokeLinecap="round"
        opacity=".55"
      />
      <g transform="translate(174 148) rotate(-16) scale(1.4)">
        <path d="M-16-4l4-6 4 5 4-6 4 5 4-6 4 5 4-4 4 7q0 16-16 16t-16-16z" fill="#fdf8ee" />
        <circle cx="-4" cy="6" r="3" fill="#7cc3e8" />
        <circle cx="6" cy="2" r="2" fill="#7cc3e8" />
      </g>
      <path d="M60 40q14-14 28 0-14 14-28 0z" fill="#3aa35b" transform="rotate(-20 74 40)" />
      <path d="M176 56q10-10 20 0-10 10-20 0z" fill="#c8ebb9" transform="rotate(30 186 56)" />
    </svg>
  );
}
