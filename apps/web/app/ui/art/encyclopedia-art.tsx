const ink = { fill: 'none', stroke: '#fdf8ee', strokeLinecap: 'round' } as const;

/** A long-necked dinosaur fossil skeleton in the sand, with a digging brush beside it. */
export function EncyclopediaArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <circle cx="120" cy="80" r="76" fill="#bfe3f5" opacity=".6" />
      <circle cx="196" cy="34" r="14" fill="#fcd34d" />
      <ellipse cx="120" cy="164" rx="106" ry="9" fill="#1f3321" opacity=".12" />
      <path d="M8 150Q10 96 80 94t120 0q34 4 32 56 0 14-20 14H28q-20 0-20-14z" fill="#f3e3c3" />
      <ellipse cx="120" cy="126" rx="96" ry="30" fill="#8b5a2b" opacity=".22" />
      <path
        d="M56 102Q74 98 84 116Q120 106 150 118Q178 128 212 126"
        {...ink}
        strokeWidth="7"
        strokeDasharray="3 9"
      />
      <path
        d="M104 116q-4 10 0 18M116 114q-4 12 0 22M128 114q-4 12 0 22M140 116q-4 10 0 18"
        {...ink}
        strokeWidth="4"
      />
      <path d="M100 128l-6 18M138 130l6 16" {...ink} strokeWidth="5" />
      <g fill="#fdf8ee">
        <ellipse cx="46" cy="102" rx="13" ry="8" />
        <circle cx="90" cy="148" r="4" />
        <circle cx="98" cy="148" r="4" />
        <circle cx="142" cy="148" r="4" />
        <circle cx="150" cy="148" r="4" />
      </g>
      <circle cx="42" cy="100" r="3" fill="#8b5a2b" opacity=".6" />
      <g transform="translate(196 148) rotate(-30)">
        <rect x="-36" y="-3" width="36" height="6" rx="3" fill="#8b5a2b" />
        <rect x="0" y="-5" width="8" height="10" rx="1" fill="#a8a29e" />
        <path d="M8-6h12q4 6 0 12H8z" fill="#f59e0b" />
      </g>
    </svg>
  );
}
