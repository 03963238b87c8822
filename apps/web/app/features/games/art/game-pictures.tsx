import type { GameId } from '@dino/contract';
import { MeatEater, PlantEater } from './dinos.tsx';
import { Egg, Nest } from './eggs.tsx';
import { CardBack, FacePicture } from './faces.tsx';
import { FoodPicture } from './foods.tsx';

const ink = {
  stroke: '#1f3321',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The little runner of dino-run, in the scene's coordinates (about 70 x 70 from its feet). */
export function Runner(props: { x: number; y: number; step?: 0 | 1; ouch?: boolean }) {
  const step = props.step ?? 0;
  return (
    <g transform={`translate(${props.x} ${props.y})`}>
      <path d="M-30-34C-46-36-56-28-60-18c12-2 22-6 32-10z" fill="#3aa35b" />
      <g fill="#2f8f4e">
        <rect x={step ? -16 : -12} y="-16" width="11" height="18" rx="5" />
        <rect x={step ? 4 : 0} y="-16" width="11" height="18" rx="5" />
      </g>
      <path d="M-20-62l5-12 6 9zM-8-68l6-12 6 10z" fill="#f59e0b" />
      <ellipse cx="-4" cy="-34" rx="26" ry="22" fill="#3aa35b" />
      <ellipse cx="0" cy="-28" rx="15" ry="12" fill="#9fd98a" />
      <circle cx="18" cy="-58" r="17" fill="#3aa35b" />
      {props.ouch ? (
        <path d="M18-62l7 5m0-5l-7 5" {...ink} strokeWidth={2.5} />
      ) : (
        <>
          <circle cx="22" cy="-61" r="5.5" fill="#fff" />
          <circle cx="23.5" cy="-60.5" r="3" fill="#1f3321" />
        </>
      )}
      <path d={props.ouch ? 'M20-47q6-4 12 0' : 'M18-49q7 6 14-1'} {...ink} fill="none" />
      <path d="M12-30q10 2 14-6" {...ink} stroke="#2f8f4e" strokeWidth={5} fill="none" />
    </g>
  );
}

/** A rock, a fern bush or a log on the runner's way (its base at x, y). */
export function Obstacle(props: { kind: 'rock' | 'bush' | 'log'; x: number; y: number }) {
  const { x, y } = props;
  switch (props.kind) {
    case 'rock':
      return (
        <g transform={`translate(${x} ${y})`}>
          <path d="M-22 0c-4-20 8-34 24-32 16 2 24 16 20 32z" fill="#a8a29e" {...ink} />
          <path
            d="M-8-20q6-6 14-4"
            fill="none"
            stroke="#fdf8ee"
            strokeWidth="3"
            strokeLinecap="round"
            opacity=".8"
          />
        </g>
      );
    case 'bush':
      return (
        <g
          transform={`translate(${x} ${y})`}
          fill="#2f8f4e"
          stroke="#1f3321"
          strokeWidth="2.5"
          strokeLinejoin="round"
        >
          <path d="M0 0Q-4-30-24-44Q-16-14 0 0z" />
          <path d="M0 0Q4-30 24-44Q16-14 0 0z" />
          <path d="M0 0Q-2-36 0-52Q6-30 0 0z" fill="#3aa35b" />
          <path d="M0 0Q-14-20-30-22Q-18-6 0 0zM0 0Q14-20 30-22Q18-6 0 0z" fill="#3aa35b" />
        </g>
      );
    case 'log':
      return (
        <g transform={`translate(${x} ${y})`}>
          <rect x="-34" y="-26" width="64" height="26" rx="12" fill="#b45309" {...ink} />
          <ellipse cx="30" cy="-13" rx="9" ry="13" fill="#fde9a8" {...ink} />
          <ellipse cx="30" cy="-13" rx="3.5" ry="5" fill="none" stroke="#b45309" strokeWidth="2" />
          <path d="M-22-16h24M-14-8h20" stroke="#fde9a8" strokeWidth="3" strokeLinecap="round" />
        </g>
      );
  }
}

function Scene(props: { game: GameId }) {
  switch (props.game) {
    case 'egg-count':
      return (
        <>
          <circle cx="80" cy="58" r="54" fill="#fde9a8" />
          <Egg variant={1} x={34} y={30} width={30} height={36} />
          <Egg variant={0} x={64} y={22} width={32} height={40} hatched />
          <Egg variant={2} x={96} y={30} width={30} height={36} />
          <Nest x={22} y={62} width={116} height={24} />
          <g
            fill="#1f3321"
            fontSize="18"
            fontWeight="800"
            textAnchor="middle"
            fontFamily="Nunito, sans-serif"
          >
            <text x="48" y="112">
              1
            </text>
            <text x="80" y="112">
              2
            </text>
            <text x="112" y="112">
              3
            </text>
          </g>
        </>
      );
    case 'memory-pairs':
      return (
        <>
          <circle cx="80" cy="60" r="54" fill="#c8ebb9" />
          <g transform="rotate(-8 50 60)">
            <rect
              x="22"
              y="26"
              width="56"
              height="64"
              rx="10"
              fill="#fff"
              stroke="#1f3321"
              strokeWidth="3"
            />
            <FacePicture face="triceratops" x={26} y={34} width={48} height={48} />
          </g>
          <g transform="rotate(7 110 60)">
            <rect
              x="82"
              y="26"
              width="56"
              height="64"
              rx="10"
              fill="#fff"
              stroke="#1f3321"
              strokeWidth="3"
            />
            <FacePicture face="triceratops" x={86} y={34} width={48} height={48} />
          </g>
          <CardBack x={64} y={80} width={32} height={32} />
        </>
      );
    case 'feed-the-dino':
      return (
        <>
          <circle cx="80" cy="58" r="54" fill="#cfe9f7" />
          <PlantEater x={0} y={28} width={70} height={70} mood="munch" />
          <MeatEater x={90} y={28} width={70} height={70} />
          <FoodPicture food="leaf" x={56} y={16} width={26} height={26} />
          <FoodPicture food="fish" x={80} y={46} width={26} height={26} />
        </>
      );
    case 'letter-catch':
      return (
        <>
          <circle cx="80" cy="58" r="54" fill="#cfe9f7" />
          <g
            fontSize="28"
            fontWeight="800"
            textAnchor="middle"
            fontFamily="'Noto Sans Armenian', sans-serif"
          >
            <text x="44" y="40" fill="#b3261e">
              Ա
            </text>
            <text x="84" y="28" fill="#1f3321">
              Բ
            </text>
            <text x="118" y="52" fill="#2f8f4e">
              Գ
            </text>
          </g>
          <path d="M40 84h80l-10 28H50z" fill="#b45309" {...ink} />
          <path d="M48 94h64M52 104h56" stroke="#fde9a8" strokeWidth="3" strokeLinecap="round" />
          <text
            x="80"
            y="82"
            fontSize="24"
            fontWeight="800"
            textAnchor="middle"
            fill="#b3261e"
            fontFamily="'Noto Sans Armenian', sans-serif"
          >
            Ա
          </text>
        </>
      );
    case 'fossil-puzzle':
      return (
        <>
          <circle cx="80" cy="58" r="54" fill="#fde9a8" />
          <g stroke="#1f3321" strokeWidth="3">
            <rect x="36" y="18" width="30" height="30" rx="4" fill="#f6d58e" />
            <rect x="66" y="18" width="30" height="30" rx="4" fill="#cfe9f7" />
            <rect x="36" y="48" width="30" height="30" rx="4" fill="#e8c27a" />
            <rect x="66" y="48" width="30" height="30" rx="4" fill="#f6d58e" />
            <rect
              x="102"
              y="58"
              width="30"
              height="30"
              rx="4"
              fill="#f6d58e"
              transform="rotate(12 117 73)"
            />
          </g>
          <path
            d="M44 70q14-14 30-10t18-14"
            fill="none"
            stroke="#1f3321"
            strokeWidth="8"
            strokeLinecap="round"
          />
          <path
            d="M44 70q14-14 30-10t18-14"
            fill="none"
            stroke="#fdf8ee"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <path
            d="M108 70c6-12 22-12 26 0-4 8-18 10-26 0z"
            fill="#fdf8ee"
            {...ink}
            strokeWidth={2.5}
          />
          <circle cx="120" cy="68" r="2.5" fill="#1f3321" />
        </>
      );
    case 'dino-run':
      return (
        <>
          <circle cx="80" cy="58" r="54" fill="#cfe9f7" />
          <path d="M8 104h144" stroke="#1f3321" strokeWidth="3" strokeLinecap="round" />
          <Obstacle kind="rock" x={104} y={104} />
          <g transform="translate(-4 -4) scale(.8)">
            <Runner x={70} y={104} step={1} />
          </g>
          <path
            d="M18 96q10-20 32-28"
            fill="none"
            stroke="#7cc3e8"
            strokeWidth="3"
            strokeDasharray="1 8"
            strokeLinecap="round"
          />
        </>
      );
  }
}

/** A game's picture on its card and start screen: the game at a glance, purely decorative. */
export function GamePicture(props: { game: GameId; className?: string }) {
  return (
    <svg viewBox="0 0 160 120" className={props.className} aria-hidden="true" focusable="false">
      <Scene game={props.game} />
    </svg>
  );
}
