/** A screen playing a dinosaur film, with a bucket of popcorn beside it. */
export function VideoArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="164" rx="104" ry="9" fill="#1f3321" opacity=".12" />
      <circle cx="204" cy="112" r="34" fill="#bfe3f5" opacity=".6" />
      <rect x="72" y="142" width="56" height="10" rx="5" fill="#1f3321" />
      <rect x="92" y="126" width="16" height="20" fill="#1f3321" />
      <rect x="16" y="22" width="168" height="112" rx="14" fill="#1f3321" />
      <rect x="26" y="32" width="148" height="92" rx="6" fill="#7cc3e8" />
      <circle cx="150" cy="52" r="10" fill="#fcd34d" />
      <path d="M26 106q40-16 80-4t68-2v18q0 6-6 6H32q-6 0-6-6z" fill="#3aa35b" />
      <g transform="translate(60 92) scale(.62)" fill="#1f6e3a">
        <path d="M-20-6l4-13 8 6ZM-9-13l6-13 7 11ZM4-24l6-12 7 8Z" />
        <rect x="-14" y="16" width="8" height="11" rx="4" />
        <rect x="5" y="16" width="8" height="11" rx="4" />
        <path d="M-26 2C-40 0-42 10-36 13C-30 15-24 10-18 8Z" />
        <ellipse cx="0" cy="4" rx="24" ry="21" />
        <circle cx="19" cy="-21" r="15" />
      </g>
      <circle cx="108" cy="76" r="20" fill="#fdf8ee" />
      <path d="M102 65v22l18-11z" fill="#b3261e" />
      <g fill="#fdf8ee">
        <circle cx="184" cy="108" r="8" />
        <circle cx="196" cy="100" r="9" />
        <circle cx="210" cy="102" r="9" />
        <circle cx="222" cy="108" r="7" />
        <circle cx="202" cy="90" r="8" />
        <circle cx="216" cy="93" r="6" />
      </g>
      <g fill="#fcd34d">
        <circle cx="198" cy="98" r="3" />
        <circle cx="214" cy="106" r="3" />
        <circle cx="204" cy="88" r="2" />
      </g>
      {[0, 1, 2, 3].map((i) => (
        <path
          key={i}
          d={`M${178 + 12 * i} 110h12L${193 + 9 * i} 160h-9z`}
          fill={i % 2 ? '#fcd34d' : '#b3261e'}
        />
      ))}
    </svg>
  );
}
