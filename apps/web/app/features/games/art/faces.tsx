/** Six dinosaurs for the memory cards, each with its own colour and shape (viewBox 100 x 100). */
import { placed, type Placement } from './placement.ts';

export const FACES = [
  'tyrannosaurus',
  'triceratops',
  'stegosaurus',
  'brachiosaurus',
  'pteranodon',
  'ankylosaurus',
] as const;
export type Face = (typeof FACES)[number];

const ink = { stroke: '#1f3321', strokeWidth: 2.5, strokeLinejoin: 'round' } as const;

function Eye(props: { x: number; y: number }) {
  return (
    <g>
      <circle cx={props.x} cy={props.y} r="4.5" fill="#fff" />
      <circle cx={props.x + 1} cy={props.y} r="2.4" fill="#1f3321" />
    </g>
  );
}

const smile = (d: string) => (
  <path d={d} fill="none" stroke="#1f3321" strokeWidth="2.5" strokeLinecap="round" />
);

function Drawing({ face }: { face: Face }) {
  switch (face) {
    case 'tyrannosaurus':
      return (
        <>
          <circle cx="50" cy="50" r="48" fill="#fde9a8" />
          <path
            d="M18 70c0-30 14-46 38-46 20 0 30 10 30 24 0 12-8 22-20 24H34z"
            fill="#f59e0b"
            {...ink}
          />
          <path d="M40 62h44" stroke="#1f3321" strokeWidth="2.5" strokeLinecap="round" />
          <path d="M48 62l3 5 3-5m6 0l3 5 3-5m6 0l3 5 3-5" fill="#fff" {...ink} strokeWidth="1.5" />
          <Eye x={56} y={40} />
          <circle cx="80" cy="40" r="1.8" fill="#1f3321" />
          <path d="M30 74q6 6 4 14" stroke="#b45309" strokeWidth="5" strokeLinecap="round" />
        </>
      );
    case 'triceratops':
      return (
        <>
          <circle cx="50" cy="50" r="48" fill="#c8ebb9" />
          <path d="M22 50C14 28 30 12 50 16c-4 8-2 20 6 28z" fill="#9fd98a" {...ink} />
          <path
            d="M30 62c0-16 12-26 28-26 18 0 28 10 28 24 0 12-10 20-24 20H44c-8 0-14-8-14-18z"
            fill="#3aa35b"
            {...ink}
          />
          <path
            d="M52 38L44 18l14 16M70 38l4-22 6 24M84 56l12-6-8 12"
            fill="#fdf8ee"
            {...ink}
            strokeWidth="2"
          />
          <Eye x={62} y={52} />
          {smile('M66 68q8 6 16 0')}
        </>
      );
    case 'stegosaurus':
      return (
        <>
          <circle cx="50" cy="50" r="48" fill="#cfe9f7" />
          <g fill="#f59e0b" {...ink} strokeWidth="2">
            <path d="M26 48l4-16 10 12zM38 40l8-18 10 16zM54 40l10-16 6 18zM70 46l10-12 2 16z" />
          </g>
          <path
            d="M8 62c10-2 18-4 24-10 10-8 30-10 44-2 8 4 12 10 18 8-2 8-10 12-18 10H30c-8 4-16 0-22-6z"
            fill="#3aa35b"
            {...ink}
          />
          <path d="M8 62l-2-8 6 4M14 64l-2-8 6 4" fill="#fdf8ee" {...ink} strokeWidth="1.5" />
          <rect
            x="34"
            y="66"
            width="9"
            height="16"
            rx="4"
            fill="#2f8f4e"
            {...ink}
            strokeWidth="2"
          />
          <rect
            x="62"
            y="66"
            width="9"
            height="16"
            rx="4"
            fill="#2f8f4e"
            {...ink}
            strokeWidth="2"
          />
          <circle cx="86" cy="60" r="2.6" fill="#1f3321" />
        </>
      );
    case 'brachiosaurus':
      return (
        <>
          <circle cx="50" cy="50" r="48" fill="#fdf8ee" />
          <path d="M56 64c4-20 8-36 14-48h12c-4 14-6 30-6 50z" fill="#9fd98a" {...ink} />
          <ellipse cx="78" cy="16" rx="14" ry="9" fill="#9fd98a" {...ink} />
          <path d="M14 80c10-20 30-24 46-20 14 4 20 14 18 24H20z" fill="#9fd98a" {...ink} />
          <g fill="#3aa35b">
            <circle cx="40" cy="72" r="4" />
            <circle cx="54" cy="68" r="3" />
          </g>
          <circle cx="82" cy="13" r="2.6" fill="#1f3321" />
          {smile('M84 20q4 2 6-1')}
        </>
      );
    case 'pteranodon':
      return (
        <>
          <circle cx="50" cy="50" r="48" fill="#cfe9f7" />
          <path
            d="M50 54L6 38c10 16 22 24 36 26zM50 54l44-16c-10 16-22 24-36 26z"
            fill="#b3261e"
            {...ink}
          />
          <ellipse cx="50" cy="58" rx="10" ry="14" fill="#f29b8f" {...ink} />
          <path d="M46 40c-2-10 6-16 14-14l22-6-18 14c-2 6-8 10-14 8z" fill="#f29b8f" {...ink} />
          <path d="M48 32L34 20l16 6" fill="#b3261e" {...ink} strokeWidth="2" />
          <circle cx="54" cy="34" r="2.4" fill="#1f3321" />
        </>
      );
    case 'ankylosaurus':
      return (
        <>
          <circle cx="50" cy="50" r="48" fill="#fde9a8" />
          <path d="M8 58l12-4" stroke="#b45309" strokeWidth="6" strokeLinecap="round" />
          <circle cx="8" cy="58" r="7" fill="#b45309" {...ink} strokeWidth="2" />
          <path d="M18 66c0-20 16-30 34-30s32 10 32 26v6H18z" fill="#b45309" {...ink} />
          <g fill="#fde9a8" stroke="#1f3321" strokeWidth="1.5">
            <path d="M30 50l4-8 4 8zM44 42l4-8 4 8zM58 44l4-8 4 8zM70 52l4-8 4 8z" />
          </g>
          <path d="M78 52c8-2 14 2 14 10s-6 10-14 8z" fill="#d97706" {...ink} />
          <rect
            x="28"
            y="66"
            width="10"
            height="14"
            rx="4"
            fill="#b45309"
            {...ink}
            strokeWidth="2"
          />
          <rect
            x="60"
            y="66"
            width="10"
            height="14"
            rx="4"
            fill="#b45309"
            {...ink}
            strokeWidth="2"
          />
          <circle cx="86" cy="58" r="2.4" fill="#1f3321" />
        </>
      );
  }
}

export function FacePicture(props: { face: Face; className?: string } & Placement) {
  return (
    <svg
      viewBox="0 0 100 100"
      className={props.className}
      {...placed(props)}
      aria-hidden="true"
      focusable="false"
    >
      <Drawing face={props.face} />
    </svg>
  );
}

/** The back of every card: a leafy pattern with an egg, the same for all. */
export function CardBack(props: { className?: string } & Placement) {
  return (
    <svg
      viewBox="0 0 100 100"
      className={props.className}
      {...placed(props)}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="100" height="100" rx="14" fill="#3aa35b" />
      <g fill="#9fd98a" opacity=".6">
        <path d="M8 30c6-14 20-18 28-12-6 12-18 16-28 12zM64 88c6-14 20-18 28-12-6 12-18 16-28 12z" />
        <path d="M70 20c10-8 22-4 24 4-10 6-20 4-24-4zM6 80c10-8 22-4 24 4-10 6-20 4-24-4z" />
      </g>
      <path
        d="M50 24c12 0 20 18 20 30 0 12-8 20-20 20s-20-8-20-20c0-12 8-30 20-30z"
        fill="#fdf8ee"
        {...ink}
      />
      <circle cx="44" cy="46" r="3.5" fill="#f59e0b" />
      <circle cx="56" cy="58" r="4.5" fill="#f59e0b" />
    </svg>
  );
}
