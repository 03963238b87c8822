/**
 * The fossil puzzle's two pictures, 300 x 300 each, drawn so that every ninth of them (a
 * 100 x 100 piece) shows something of its own: the child can tell where each piece belongs.
 */

export const PUZZLE_PICTURES = ['dig', 'meadow'] as const;
export type PuzzlePicture = (typeof PUZZLE_PICTURES)[number];

const ink = {
  stroke: '#1f3321',
  strokeWidth: 3,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
} as const;
const bone = { fill: '#fdf8ee', ...ink } as const;

function Sun(props: { x: number; y: number }) {
  return (
    <g transform={`translate(${props.x} ${props.y})`}>
      <g stroke="#f59e0b" strokeWidth="5" strokeLinecap="round">
        <path d="M0-38v10M0 28v10M-38 0h10M28 0h10M-27-27l7 7M20 20l7 7M-27 27l7-7M20-20l7-7" />
      </g>
      <circle r="22" fill="#f59e0b" />
      <circle cx="-7" cy="-4" r="2.5" fill="#1f3321" />
      <circle cx="7" cy="-4" r="2.5" fill="#1f3321" />
      <path
        d="M-8 6q8 7 16 0"
        fill="none"
        stroke="#1f3321"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </g>
  );
}

function Cloud(props: { x: number; y: number }) {
  return (
    <g transform={`translate(${props.x} ${props.y})`} fill="#fff">
      <ellipse cx="0" cy="0" rx="26" ry="14" />
      <ellipse cx="-20" cy="6" rx="16" ry="10" />
      <ellipse cx="22" cy="6" rx="18" ry="10" />
    </g>
  );
}

/** A triceratops skeleton being dug out of the sand, with a brush and an ammonite. */
function Dig() {
  return (
    <>
      <rect width="300" height="300" fill="#cfe9f7" />
      <Cloud x={56} y={40} />
      <path d="M128 44q10-10 20 0q10-10 20 0" fill="none" {...ink} />
      <Sun x={250} y={44} />
      <path d="M0 92q40-14 80-4t80 0 80-6 60 4V300H0z" fill="#fde9a8" />
      <path d="M0 170q50 10 100 0t100 4 100-6V300H0z" fill="#f6d58e" />
      <path d="M0 240q60-10 120 0t100-2 80 4V300H0z" fill="#e8c27a" />
      <g fill="#e8c27a">
        <circle cx="40" cy="120" r="6" />
        <circle cx="160" cy="112" r="4" />
        <circle cx="112" cy="280" r="5" />
      </g>
      {/* tail and back: a row of vertebrae from the tail's tip up to the neck */}
      <path
        d="M14 214Q80 200 120 170T214 150"
        fill="none"
        stroke="#1f3321"
        strokeWidth="12"
        strokeLinecap="round"
      />
      <path
        d="M14 214Q80 200 120 170T214 150"
        fill="none"
        stroke="#fdf8ee"
        strokeWidth="7"
        strokeLinecap="round"
        strokeDasharray="9 5"
      />
      {/* ribs */}
      <g fill="none" stroke="#1f3321" strokeWidth="8" strokeLinecap="round">
        <path d="M118 172q-4 26 6 44M140 162q-2 30 8 50M162 156q0 30 10 50M184 152q2 28 12 46" />
      </g>
      <g fill="none" stroke="#fdf8ee" strokeWidth="4" strokeLinecap="round">
        <path d="M118 172q-4 26 6 44M140 162q-2 30 8 50M162 156q0 30 10 50M184 152q2 28 12 46" />
      </g>
      {/* legs */}
      <path d="M124 214l-10 40h-16M182 204l8 46h18" fill="none" stroke="#1f3321" strokeWidth="11" />
      <path d="M124 214l-10 40h-16M182 204l8 46h18" fill="none" stroke="#fdf8ee" strokeWidth="6" />
      {/* skull: frill, horns, beak */}
      <path d="M196 170c-16-34 6-72 42-70 10 14 8 40-6 58z" {...bone} />
      <g fill="#f6d58e">
        <circle cx="214" cy="132" r="6" />
        <circle cx="230" cy="116" r="5" />
      </g>
      <path d="M222 158c12-20 40-22 54-6 10 12 10 28 0 38l-14 6c-14 2-30-4-40-14z" {...bone} />
      <path
        d="M250 146l30-36-18 40M262 150l32-26-20 32M276 178l16-6-12 14"
        {...bone}
        strokeWidth="2.5"
      />
      <circle cx="252" cy="166" r="7" fill="#1f3321" />
      <path d="M240 190q12 6 26 0" fill="none" {...ink} />
      {/* a paleontologist's brush and an ammonite */}
      <g transform="rotate(-35 50 262)">
        <rect x="20" y="256" width="52" height="12" rx="6" fill="#b45309" {...ink} />
        <path d="M72 254h20l6 8-6 8H72z" fill="#fde9a8" {...ink} />
      </g>
      <g transform="translate(252 262)">
        <circle r="24" fill="#fdf8ee" {...ink} />
        <path
          d="M0 0a5 5 0 015 5 10 10 0 01-10 10A15 15 0 01-20 0 20 20 0 010-20"
          fill="none"
          {...ink}
        />
      </g>
    </>
  );
}

/** A stegosaurus in a meadow, with a volcano, the sun, flowers and a fern. */
function Meadow() {
  return (
    <>
      <rect width="300" height="300" fill="#cfe9f7" />
      <path d="M-4 150l44-90h30l42 90z" fill="#b45309" {...ink} />
      <path d="M40 60q15 12 30 0l-8 22q-8-6-14 0z" fill="#b3261e" />
      <g fill="#fff" opacity=".9">
        <circle cx="50" cy="34" r="12" />
        <circle cx="66" cy="22" r="10" />
        <circle cx="82" cy="32" r="9" />
      </g>
      <Cloud x={160} y={36} />
      <Sun x={252} y={50} />
      <path d="M0 150q80-26 150-8t150-6V300H0z" fill="#9fd98a" />
      <path d="M0 262q70-12 150-2t150-6V300H0z" fill="#3aa35b" />
      {/* tail with its spikes */}
      <path d="M90 190Q50 186 16 160l6 18q30 24 70 26z" fill="#3aa35b" {...ink} />
      <path d="M24 160l-8-22 14 14M36 166l-4-24 12 18" fill="#fdf8ee" {...ink} strokeWidth="2.5" />
      {/* back plates */}
      <g fill="#f59e0b" {...ink} strokeWidth="2.5">
        <path d="M92 150l8-34 18 26zM116 136l14-40 18 36zM146 128l18-40 14 40zM178 132l18-34 8 38zM204 146l16-24 2 30z" />
      </g>
      {/* legs, body, belly */}
      <rect x="100" y="200" width="24" height="56" rx="10" fill="#2f8f4e" {...ink} />
      <rect x="190" y="200" width="24" height="54" rx="10" fill="#2f8f4e" {...ink} />
      <ellipse cx="156" cy="184" rx="74" ry="44" fill="#3aa35b" {...ink} />
      <rect x="126" y="204" width="24" height="54" rx="10" fill="#3aa35b" {...ink} />
      <rect x="216" y="200" width="22" height="52" rx="10" fill="#3aa35b" {...ink} />
      <ellipse cx="162" cy="204" rx="44" ry="16" fill="#9fd98a" />
      <g fill="#c8ebb9">
        <circle cx="130" cy="168" r="7" />
        <circle cx="160" cy="156" r="6" />
        <circle cx="190" cy="168" r="7" />
      </g>
      {/* neck and head */}
      <path d="M218 168q24 6 34 26l-14 14q-12-14-26-18z" fill="#3aa35b" {...ink} />
      <ellipse cx="262" cy="208" rx="26" ry="17" fill="#3aa35b" {...ink} />
      <circle cx="266" cy="200" r="6" fill="#fff" />
      <circle cx="268" cy="200" r="3" fill="#1f3321" />
      <path d="M266 216q10 6 18-2" fill="none" {...ink} />
      {/* flowers and a fern in the grass */}
      {[
        [28, 250],
        [58, 274],
        [18, 288],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          <g fill="#fde4e1" stroke="#1f3321" strokeWidth="1.5">
            <circle cx="0" cy="-7" r="6" />
            <circle cx="7" cy="0" r="6" />
            <circle cx="0" cy="7" r="6" />
            <circle cx="-7" cy="0" r="6" />
          </g>
          <circle r="4" fill="#f59e0b" />
        </g>
      ))}
      <g fill="#2f8f4e" stroke="#1f3321" strokeWidth="1.5">
        <path d="M262 298q4-40 30-64-6 30-30 64z" />
        <path d="M262 298q-24-30-26-60 22 20 26 60z" />
        <path d="M262 298q16-20 36-24-16 18-36 24z" />
      </g>
    </>
  );
}

/** The whole picture, or (with `piece`) the 100 x 100 part at that place of the 3 x 3 grid. */
export function PuzzleArt(props: { picture: PuzzlePicture; piece?: number; className?: string }) {
  const piece = props.piece;
  const viewBox =
    piece === undefined
      ? '0 0 300 300'
      : `${(piece % 3) * 100} ${Math.floor(piece / 3) * 100} 100 100`;
  return (
    <svg viewBox={viewBox} className={props.className} aria-hidden="true" focusable="false">
      {props.picture === 'dig' ? <Dig /> : <Meadow />}
    </svg>
  );
}
