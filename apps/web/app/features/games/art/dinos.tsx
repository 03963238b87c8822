/** The games' dinosaurs, drawn for Dino: round, friendly, in the site's forest-and-sun colours. */
import { placed, type Placement } from './placement.ts';

export type Mood = 'happy' | 'munch' | 'no';

const line = {
  fill: 'none',
  stroke: '#1f3321',
  strokeWidth: 4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Eyes open and looking, or closed in a gentle "no, thank you". */
function Eye(props: { x: number; y: number; closed?: boolean }) {
  if (props.closed) {
    return <path d={`M${props.x - 6} ${props.y}q6 5 12 0`} {...line} strokeWidth={3.5} />;
  }
  return (
    <g>
      <circle cx={props.x} cy={props.y} r="7.5" fill="#fff" />
      <circle cx={props.x + 1.5} cy={props.y + 0.5} r="4" fill="#1f3321" />
      <circle cx={props.x + 3} cy={props.y - 1.5} r="1.4" fill="#fff" />
    </g>
  );
}

/** A long-necked plant-eater looking right, up to the food. */
export function PlantEater(props: { mood?: Mood; className?: string } & Placement) {
  const mood = props.mood ?? 'happy';
  return (
    <svg
      viewBox="0 0 200 200"
      className={props.className}
      {...placed(props)}
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="96" cy="188" rx="72" ry="7" fill="#1f3321" opacity=".12" />
      <path d="M48 138C22 136 8 156 4 178c18-8 36-16 58-22z" fill="#3aa35b" />
      <rect x="50" y="148" width="20" height="38" rx="9" fill="#2f8f4e" />
      <rect x="112" y="148" width="20" height="38" rx="9" fill="#2f8f4e" />
      <path d="M116 126c10-34 20-66 32-90l26 8c-12 28-20 58-26 92z" fill="#3aa35b" />
      <ellipse cx="92" cy="136" rx="54" ry="36" fill="#3aa35b" />
      <rect x="68" y="152" width="20" height="34" rx="9" fill="#3aa35b" />
      <rect x="128" y="150" width="20" height="36" rx="9" fill="#3aa35b" />
      <ellipse cx="98" cy="150" rx="36" ry="16" fill="#9fd98a" />
      <g fill="#c8ebb9">
        <circle cx="70" cy="116" r="7" />
        <circle cx="92" cy="108" r="5" />
        <circle cx="110" cy="116" r="6" />
        <circle cx="142" cy="70" r="4" />
      </g>
      <ellipse cx="166" cy="38" rx="26" ry="17" fill="#3aa35b" />
      <Eye x={168} y={31} closed={mood === 'no'} />
      <circle cx="158" cy="45" r="4.5" fill="#f7a8a8" opacity=".7" />
      {mood === 'munch' ? (
        <ellipse cx="184" cy="45" rx="7" ry="6" fill="#1f3321" />
      ) : mood === 'no' ? (
        <path d="M176 47h12" {...line} />
      ) : (
        <path d="M174 44q8 7 15-1" {...line} />
      )}
    </svg>
  );
}

/** A big-headed meat-eater looking left, to the food; small arms, friendly teeth. */
export function MeatEater(props: { mood?: Mood; className?: string } & Placement) {
  const mood = props.mood ?? 'happy';
  return (
    <svg
      viewBox="0 0 200 200"
      className={props.className}
      {...placed(props)}
      aria-hidden="true"
      focusable="false"
    >
      <g transform="translate(200 0) scale(-1 1)">
        <ellipse cx="96" cy="188" rx="68" ry="7" fill="#1f3321" opacity=".12" />
        <path d="M72 116C40 112 12 124 4 142c24 2 48-2 74-10z" fill="#f59e0b" />
        <rect x="76" y="150" width="22" height="36" rx="10" fill="#b45309" />
        <rect x="108" y="150" width="22" height="36" rx="10" fill="#d97706" />
        <ellipse cx="100" cy="122" rx="46" ry="38" fill="#f59e0b" />
        <ellipse cx="108" cy="136" rx="28" ry="20" fill="#fde9a8" />
        <path d="M132 112q14 2 16 16" {...line} stroke="#b45309" strokeWidth={7} />
        <g fill="#fde9a8" opacity=".8">
          <circle cx="78" cy="104" r="5" />
          <circle cx="94" cy="94" r="4" />
        </g>
        <path d="M106 96c2-22 14-36 34-40l16 30c-14 4-26 14-30 26z" fill="#f59e0b" />
        <rect x="112" y="36" width="76" height="56" rx="26" fill="#f59e0b" />
        <Eye x={146} y={56} closed={mood === 'no'} />
        <circle cx="178" cy="54" r="2.5" fill="#1f3321" opacity=".5" />
        <circle cx="134" cy="72" r="5" fill="#f7a8a8" opacity=".7" />
        {mood === 'munch' ? (
          <>
            <ellipse cx="166" cy="82" rx="16" ry="9" fill="#1f3321" />
            <path d="M154 76l3 5 3-5m4 0l3 5 3-5" fill="#fff" />
          </>
        ) : mood === 'no' ? (
          <path d="M150 80h30" {...line} />
        ) : (
          <>
            <path d="M146 76q18 12 38 0" {...line} />
            <path d="M158 80l3 5 3-4m6 3l3 4 2-5" fill="#fff" stroke="#1f3321" strokeWidth="1.2" />
          </>
        )}
      </g>
    </svg>
  );
}
