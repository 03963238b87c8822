/** A winding path of stepping stones with colourful eggs along it and a flag at the end. */
export function ModulesArt({ className }: { className?: string }) {
  const stones: [number, number][] = [
    [80, 152],
    [126, 152],
    [170, 148],
    [198, 130],
    [166, 113],
    [118, 112],
    [70, 112],
    [40, 96],
    [58, 76],
    [104, 72],
    [150, 72],
  ];
  const eggs: [number, number, string][] = [
    [80, 152, '#fcd34d'],
    [170, 148, '#f7a8a8'],
    [118, 112, '#7cc3e8'],
    [40, 96, '#fdf8ee'],
    [104, 72, '#b3261e'],
  ];
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="166" rx="108" ry="9" fill="#1f3321" opacity=".12" />
      <path d="M12 130Q10 62 70 58t106-8q56-2 54 60 0 54-80 54H48q-36 0-36-34z" fill="#c8ebb9" />
      <path
        d="M26 152H170Q204 152 204 132T170 112H70Q36 112 36 92T70 72H196"
        fill="none"
        stroke="#f3e3c3"
        strokeWidth="18"
        strokeLinecap="round"
      />
      {stones.map(([x, y]) => (
        <ellipse key={x * 1000 + y} cx={x} cy={y} rx="10" ry="6" fill="#a8a29e" />
      ))}
      {eggs.map(([x, y, c]) => (
        <ellipse key={c} cx={x} cy={y - 11} rx="8" ry="10" fill={c} />
      ))}
      <g transform="translate(38 132) scale(.6)">
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
        <path
          d="M17-14q6 6 13 0"
          fill="none"
          stroke="#1f3321"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </g>
      <rect x="198" y="22" width="5" height="54" rx="2.5" fill="#8b5a2b" />
      <path d="M203 24l30 11-30 11z" fill="#b3261e" />
      <circle cx="200" cy="76" r="6" fill="#a8a29e" />
    </svg>
  );
}
