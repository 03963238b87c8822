/** Our mascot, drawn for Dino: a round green dinosaur with back plates, in two moods. */
export function DinoMascot(props: { className?: string; mood?: 'happy' | 'puzzled' }) {
  const puzzled = props.mood === 'puzzled';
  return (
    <svg viewBox="0 0 200 200" className={props.className} aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="184" rx="62" ry="8" fill="#1f3321" opacity="0.12" />
      <path d="M40 130 C10 128 4 150 18 156 C30 160 44 150 56 146 Z" fill="#3aa35b" />
      <g fill="#f59e0b">
        <path d="M70 78 l10 -18 l8 20 Z" />
        <path d="M90 70 l12 -20 l8 22 Z" />
        <path d="M112 72 l12 -18 l6 22 Z" />
      </g>
      <ellipse cx="100" cy="128" rx="56" ry="48" fill="#3aa35b" />
      <ellipse cx="104" cy="140" rx="34" ry="28" fill="#bfe8b0" />
      <circle cx="142" cy="78" r="34" fill="#3aa35b" />
      <circle cx="152" cy="72" r="11" fill="#ffffff" />
      <circle cx={puzzled ? 150 : 155} cy={puzzled ? 70 : 73} r="5" fill="#1f3321" />
      <circle cx="168" cy="88" r="3" fill="#1f3321" opacity="0.5" />
      {puzzled ? (
        <path
          d="M138 98 q10 -6 22 0"
          stroke="#1f3321"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M136 94 q14 14 30 0"
          stroke="#1f3321"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
        />
      )}
      <circle cx="128" cy="92" r="6" fill="#f7a8a8" opacity="0.7" />
      <rect x="68" y="160" width="18" height="22" rx="8" fill="#2f8f4e" />
      <rect x="112" y="160" width="18" height="22" rx="8" fill="#2f8f4e" />
      <path
        d="M148 122 q14 4 12 16"
        stroke="#2f8f4e"
        strokeWidth="9"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
