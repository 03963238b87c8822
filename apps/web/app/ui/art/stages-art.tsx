const ink = { fill: 'none', stroke: '#1f3321', strokeWidth: 3, strokeLinecap: 'round' } as const;
const body = (
  <>
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
    <path d="M17-14q6 6 13 0" {...ink} strokeWidth="4" />
  </>
);

/** Four steps going up: an egg, a hatchling, an explorer dino in a hat, a paleontologist dino with a brush. */
export function StagesArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <circle cx="40" cy="42" r="16" fill="#fcd34d" />
      <ellipse cx="120" cy="166" rx="110" ry="8" fill="#1f3321" opacity=".12" />
      {[148, 126, 104, 82].map((y, i) => (
        <g key={y}>
          <rect x={8 + i * 56} y={y} width="58" height={166 - y} rx="6" fill="#f3e3c3" />
          <rect x={8 + i * 56} y={y} width="58" height="8" rx="4" fill="#c8ebb9" />
        </g>
      ))}
      <ellipse cx="36" cy="130" rx="14" ry="18" fill="#bfe3f5" />
      <circle cx="31" cy="124" r="3" fill="#fdf8ee" />
      <circle cx="41" cy="134" r="4" fill="#fdf8ee" />
      <circle cx="94" cy="94" r="13" fill="#3aa35b" />
      <circle cx="98" cy="91" r="4" fill="#fff" />
      <circle cx="99" cy="92" r="2" fill="#1f3321" />
      <path d="M95 100q4 3 8 0" {...ink} strokeWidth="2.5" />
      <path d="M78 106l5 6 5-6 5 6 5-6 5 6 5-6 5 6v2q0 14-16 14t-16-14z" fill="#bfe3f5" />
      <path d="M82 86q12-20 24 0l-4-3-4 3-4-3-4 3-4-3z" fill="#bfe3f5" />
      <g transform="translate(148 85) scale(.66)">
        {body}
        <path d="M4-38q2-16 15-16t15 16z" fill="#8b5a2b" />
        <rect x="-4" y="-42" width="46" height="6" rx="3" fill="#8b5a2b" />
        <rect x="5" y="-44" width="28" height="5" fill="#fcd34d" />
      </g>
      <g transform="translate(200 63) scale(.72)">
        {body}
        <path d="M30 10l8-26" {...ink} stroke="#8b5a2b" strokeWidth="6" />
        <rect x="33" y="-20" width="10" height="6" fill="#a8a29e" />
        <path d="M33-20h10l3-14H30z" fill="#f59e0b" />
        <path d="M18 4q8 4 14 0" {...ink} stroke="#2f8f4e" strokeWidth="6" />
      </g>
    </svg>
  );
}
