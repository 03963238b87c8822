/** An envelope with a dinosaur footprint stamp, and a paper plane flying by. */
export function ContactArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <circle cx="130" cy="96" r="74" fill="#bfe3f5" />
      <ellipse cx="124" cy="164" rx="96" ry="9" fill="#1f3321" opacity=".12" />
      <path
        d="M20 78q-10-22 10-30t30-2"
        fill="none"
        stroke="#7cc3e8"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="4 7"
      />
      <path d="M96 26L50 40l16 6z" fill="#fcd34d" />
      <path d="M96 26L66 46l4 16z" fill="#f59e0b" />
      <rect x="50" y="66" width="148" height="94" rx="8" fill="#fdf8ee" />
      <path
        d="M54 156l52-40M194 156l-52-40"
        stroke="#f3e3c3"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M54 70l70 52 70-52z" fill="#f3e3c3" />
      <path d="M124 130c-12-8-12-16-6-18 3-1 5 0 6 3 1-3 3-4 6-3 6 2 6 10-6 18z" fill="#b3261e" />
      <rect
        x="154"
        y="78"
        width="30"
        height="36"
        rx="3"
        fill="#f7a8a8"
        stroke="#fdf8ee"
        strokeWidth="4"
        strokeDasharray="4 3"
      />
      <g fill="#2f8f4e">
        <ellipse cx="169" cy="103" rx="7" ry="6" />
        <ellipse cx="160" cy="92" rx="3" ry="5" transform="rotate(-30 160 92)" />
        <ellipse cx="169" cy="88" rx="3" ry="5" />
        <ellipse cx="178" cy="92" rx="3" ry="5" transform="rotate(30 178 92)" />
      </g>
    </svg>
  );
}
