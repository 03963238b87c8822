/** What the dinosaurs eat: five plant foods and five meaty ones (viewBox 100 x 100 each). */
import { placed, type Placement } from './placement.ts';

export const PLANT_FOODS = ['leaf', 'fern', 'berries', 'cone', 'flower'] as const;
export const MEAT_FOODS = ['meat', 'fish', 'drumstick', 'ham', 'crab'] as const;
export type Food = (typeof PLANT_FOODS)[number] | (typeof MEAT_FOODS)[number];

const ink = { stroke: '#1f3321', strokeWidth: 3, strokeLinejoin: 'round' } as const;
const bone = { fill: '#fdf8ee', ...ink } as const;

function Drawing({ food }: { food: Food }) {
  switch (food) {
    case 'leaf':
      return (
        <>
          <path d="M16 84C14 44 44 14 86 14c2 42-26 72-70 70z" fill="#3aa35b" {...ink} />
          <path
            d="M18 82L74 26M40 60l-4-20M52 48l-2-18M40 60l20 2M52 48l18 2"
            fill="none"
            stroke="#c8ebb9"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </>
      );
    case 'fern':
      return (
        <>
          <path
            d="M30 92C40 60 54 34 78 10"
            fill="none"
            stroke="#2f8f4e"
            strokeWidth="5"
            strokeLinecap="round"
          />
          <g fill="#3aa35b" stroke="#1f3321" strokeWidth="2">
            {[
              [36, 76, -50],
              [44, 62, -45],
              [52, 48, -40],
              [62, 34, -35],
              [70, 22, -30],
            ].map(([x, y, turn]) => (
              <g key={`${x}`}>
                <ellipse
                  cx={x! - 13}
                  cy={y! - 3}
                  rx="13"
                  ry="5"
                  transform={`rotate(${turn} ${x} ${y})`}
                />
                <ellipse
                  cx={x! + 13}
                  cy={y! + 3}
                  rx="13"
                  ry="5"
                  transform={`rotate(${turn! + 30} ${x} ${y})`}
                />
              </g>
            ))}
          </g>
        </>
      );
    case 'berries':
      return (
        <>
          <path
            d="M50 30C48 18 56 10 66 8"
            fill="none"
            stroke="#2f8f4e"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <path
            d="M54 20c10-12 26-10 30-4-8 8-22 10-30 4z"
            fill="#3aa35b"
            {...ink}
            strokeWidth="2"
          />
          {[
            [34, 54],
            [62, 56],
            [48, 76],
          ].map(([x, y]) => (
            <g key={`${x}`}>
              <circle cx={x} cy={y} r="17" fill="#b3261e" {...ink} />
              <circle cx={x! - 6} cy={y! - 6} r="4" fill="#fde4e1" opacity=".8" />
            </g>
          ))}
        </>
      );
    case 'cone':
      return (
        <>
          <path
            d="M50 8c22 12 30 40 24 62-4 14-14 24-24 24S30 84 26 70C20 48 28 20 50 8z"
            fill="#b45309"
            {...ink}
          />
          <g fill="none" stroke="#fde9a8" strokeWidth="3" strokeLinecap="round">
            <path d="M32 34q18 10 36 0M27 52q23 12 46 0M30 70q20 10 40 0M50 12v80" />
          </g>
        </>
      );
    case 'flower':
      return (
        <>
          <path d="M50 96V62" stroke="#2f8f4e" strokeWidth="5" strokeLinecap="round" />
          <path d="M50 80c-12-2-20-10-20-16 10 0 18 6 20 16z" fill="#3aa35b" />
          {[0, 72, 144, 216, 288].map((turn) => (
            <ellipse
              key={turn}
              cx="50"
              cy="24"
              rx="13"
              ry="20"
              transform={`rotate(${turn} 50 42)`}
              fill="#fde4e1"
              {...ink}
              strokeWidth="2.5"
            />
          ))}
          <circle cx="50" cy="42" r="10" fill="#f59e0b" {...ink} strokeWidth="2.5" />
        </>
      );
    case 'meat':
      return (
        <>
          <path d="M12 50h76" stroke="#1f3321" strokeWidth="14" strokeLinecap="round" />
          <path d="M12 50h76" stroke="#fdf8ee" strokeWidth="8" strokeLinecap="round" />
          <circle cx="10" cy="43" r="7" {...bone} />
          <circle cx="10" cy="57" r="7" {...bone} />
          <circle cx="90" cy="43" r="7" {...bone} />
          <circle cx="90" cy="57" r="7" {...bone} />
          <ellipse cx="50" cy="50" rx="28" ry="25" fill="#b3261e" {...ink} />
          <path
            d="M34 38q12-9 28-3M36 62q12 6 24 0"
            fill="none"
            stroke="#fde4e1"
            strokeWidth="4"
            strokeLinecap="round"
          />
        </>
      );
    case 'fish':
      return (
        <>
          <path
            d="M10 50c14-22 44-28 66-8l16-14v44L76 58C54 78 24 72 10 50z"
            fill="#7cc3e8"
            {...ink}
          />
          <circle cx="28" cy="46" r="5" fill="#1f3321" />
          <path
            d="M48 36q8 14 0 28M60 40q6 10 0 20"
            fill="none"
            stroke="#fdf8ee"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </>
      );
    case 'drumstick':
      return (
        <>
          <path d="M56 58l20 20" stroke="#1f3321" strokeWidth="12" strokeLinecap="round" />
          <path d="M56 58l20 20" stroke="#fdf8ee" strokeWidth="7" strokeLinecap="round" />
          <circle cx="80" cy="74" r="7" {...bone} />
          <circle cx="74" cy="84" r="7" {...bone} />
          <path
            d="M20 22c16-14 40-8 46 10 6 18-4 32-18 34-16 4-32-2-34-16-2-12 0-20 6-28z"
            fill="#b45309"
            {...ink}
          />
          <path
            d="M28 30q8-8 20-6"
            fill="none"
            stroke="#fde9a8"
            strokeWidth="4"
            strokeLinecap="round"
          />
        </>
      );
    case 'ham':
      return (
        <>
          <path
            d="M18 34c10-20 40-26 58-10 16 14 14 40-6 52-20 12-48 6-56-14-4-10-2-20 4-28z"
            fill="#f29b8f"
            {...ink}
          />
          <ellipse cx="46" cy="50" rx="18" ry="14" fill="#fde4e1" />
          <ellipse cx="46" cy="50" rx="7" ry="5" {...bone} strokeWidth="2" />
          <path d="M70 30l14-14" stroke="#1f3321" strokeWidth="11" strokeLinecap="round" />
          <path d="M70 30l14-14" stroke="#fdf8ee" strokeWidth="6" strokeLinecap="round" />
        </>
      );
    case 'crab':
      return (
        <>
          <g stroke="#b3261e" strokeWidth="5" strokeLinecap="round" fill="none">
            <path d="M26 62l-14 10M28 70l-10 14M74 62l14 10M72 70l10 14" />
            <path d="M32 46L20 30M68 46l12-16" />
          </g>
          <path
            d="M10 22c2-10 14-12 18-4l-6 6 8 2c-4 8-16 8-20-4z"
            fill="#b3261e"
            {...ink}
            strokeWidth="2"
          />
          <path
            d="M90 22c-2-10-14-12-18-4l6 6-8 2c4 8 16 8 20-4z"
            fill="#b3261e"
            {...ink}
            strokeWidth="2"
          />
          <ellipse cx="50" cy="60" rx="28" ry="20" fill="#b3261e" {...ink} />
          <path d="M42 40v-8M58 40v-8" stroke="#1f3321" strokeWidth="3" />
          <circle cx="42" cy="30" r="5" fill="#fff" {...ink} strokeWidth="2" />
          <circle cx="58" cy="30" r="5" fill="#fff" {...ink} strokeWidth="2" />
          <path
            d="M42 64q8 6 16 0"
            fill="none"
            stroke="#fde4e1"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </>
      );
  }
}

export function FoodPicture(props: { food: Food; className?: string } & Placement) {
  return (
    <svg
      viewBox="0 0 100 100"
      className={props.className}
      {...placed(props)}
      aria-hidden="true"
      focusable="false"
    >
      <Drawing food={props.food} />
    </svg>
  );
}
