const star = 'M0-10Q2-2 10 0Q2 2 0 10Q-2 2-10 0Q-2-2 0-10Z';

/** An open picture book with a small dinosaur peeking over its pages. */
export function BookArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <circle cx="120" cy="86" r="78" fill="#f1faec" />
      <ellipse cx="120" cy="164" rx="96" ry="9" fill="#1f3321" opacity=".12" />
      <g fill="#fcd34d">
        <path d={star} transform="translate(40 44)" />
        <path d={star} transform="translate(202 38) scale(.7)" />
      </g>
      <path d="M97 50l6-15 8 11ZM112 42l8-15 7 14ZM130 44l8-13 5 15Z" fill="#f59e0b" />
      <circle cx="120" cy="74" r="30" fill="#3aa35b" />
      <circle cx="107" cy="68" r="8" fill="#fff" />
      <circle cx="133" cy="68" r="8" fill="#fff" />
      <circle cx="108" cy="71" r="4" fill="#1f3321" />
      <circle cx="132" cy="71" r="4" fill="#1f3321" />
      <circle cx="98" cy="82" r="4" fill="#f7a8a8" opacity=".7" />
      <circle cx="142" cy="82" r="4" fill="#f7a8a8" opacity=".7" />
      <path
        d="M112 84q8 6 16 0"
        fill="none"
        stroke="#1f3321"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M30 100v58q50-8 90 8 40-16 90-8v-58z" fill="#1f6e3a" />
      <path
        d="M120 104Q84 84 36 96v56q48-8 84 8zM120 104Q156 84 204 96v56q-48-8-84 8z"
        fill="#fdf8ee"
      />
      <path d="M120 106v54" stroke="#f3e3c3" strokeWidth="3" />
      <circle cx="62" cy="116" r="8" fill="#fcd34d" />
      <path d="M44 146q18-22 36-8t28 2v8q-28-6-64 2z" fill="#c8ebb9" />
      <path
        d="M138 116h48M138 128h48M138 140h30"
        stroke="#f3e3c3"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <ellipse cx="97" cy="95" rx="8" ry="6" fill="#2f8f4e" />
      <ellipse cx="143" cy="95" rx="8" ry="6" fill="#2f8f4e" />
    </svg>
  );
}
