const ink = { fill: 'none', stroke: '#1f3321', strokeWidth: 3, strokeLinecap: 'round' } as const;

/** A small dinosaur carrying a parcel tied with a ribbon. */
export function OrdersArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <circle cx="124" cy="88" r="78" fill="#f1faec" />
      <ellipse cx="124" cy="164" rx="100" ry="9" fill="#1f3321" opacity=".12" />
      <g fill="#f3e3c3">
        <circle cx="30" cy="152" r="7" />
        <circle cx="42" cy="156" r="5" />
        <circle cx="20" cy="144" r="4" />
      </g>
      <g transform="translate(80 124) scale(1.35)">
        <path d="M-20-6l4-13 8 6ZM-9-13l6-13 7 11ZM4-24l6-12 7 8Z" fill="#f59e0b" />
        <rect
          x="-16"
          y="14"
          width="8"
          height="13"
          rx="4"
          fill="#2f8f4e"
          transform="rotate(20 -12 16)"
        />
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
        <path d="M17-14q6 6 13 0" {...ink} strokeWidth="2.5" />
      </g>
      <rect x="134" y="98" width="60" height="44" rx="4" fill="#f3e3c3" />
      <rect x="130" y="94" width="68" height="12" rx="4" fill="#8b5a2b" opacity=".35" />
      <rect x="158" y="94" width="12" height="48" fill="#b3261e" />
      <path d="M164 94q-22-18-24 0 2 6 24 0zM164 94q22-18 24 0-2 6-24 0z" fill="#b3261e" />
      <circle cx="164" cy="94" r="5" fill="#f7a8a8" />
      <path d="M104 128q14 0 32-6" {...ink} stroke="#2f8f4e" strokeWidth="7" />
      <ellipse cx="138" cy="126" rx="6" ry="8" fill="#2f8f4e" />
    </svg>
  );
}
