const ink = { fill: 'none', stroke: '#1f3321', strokeWidth: 3, strokeLinecap: 'round' } as const;

/** A curious dinosaur with a light bulb above its head, looking through a magnifying glass. */
export function InterestingArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <circle cx="118" cy="92" r="78" fill="#f1faec" />
      <ellipse cx="120" cy="164" rx="100" ry="9" fill="#1f3321" opacity=".12" />
      <path
        d="M102 40h-8M146 40h8M108 22l-6-6M140 22l6-6M124 14V6"
        {...ink}
        stroke="#f59e0b"
        strokeWidth="4"
      />
      <circle cx="124" cy="40" r="15" fill="#fcd34d" />
      <rect x="117" y="52" width="14" height="10" rx="4" fill="#a8a29e" />
      <path d="M118 42q6-8 12 0" {...ink} stroke="#f59e0b" />
      <g transform="translate(88 122) scale(1.4)">
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
        <circle cx="25" cy="-22" r="2.5" fill="#1f3321" />
        <circle cx="13" cy="-14" r="3" fill="#f7a8a8" opacity=".7" />
        <path d="M18-12q5 3 10 0" {...ink} strokeWidth="2.2" />
      </g>
      <path
        d="M194 160q-2-20 4-30M198 146q10-10 18-6-6 10-18 6zM196 140q-12-8-18-2 8 8 18 2z"
        fill="#3aa35b"
        stroke="#3aa35b"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="214" cy="156" r="5" fill="#b3261e" />
      <path d="M142 132l26-8" {...ink} stroke="#8b5a2b" strokeWidth="8" />
      <circle cx="186" cy="118" r="21" fill="#a8a29e" />
      <circle cx="186" cy="118" r="15" fill="#bfe3f5" />
      <path d="M176 112q2-6 8-8" {...ink} stroke="#fff" />
      <path d="M116 132q12 2 26-4" {...ink} stroke="#2f8f4e" strokeWidth="7" />
    </svg>
  );
}
