/** Dinosaur eggs for counting, in a few friendly colours, and a nest to lay them in. */
import { placed, type Placement } from './placement.ts';

const SHELL = 'M30 4C44 4 54 28 54 42c0 15-10 24-24 24S6 57 6 42C6 28 16 4 30 4z';

const COLOURS = [
  { shell: '#fdf8ee', spot: '#f59e0b' },
  { shell: '#cfe9f7', spot: '#3aa35b' },
  { shell: '#c8ebb9', spot: '#2f8f4e' },
  { shell: '#fde9a8', spot: '#b45309' },
] as const;

/** One egg (viewBox 60 x 70); hatched, a little dinosaur looks out of the broken shell. */
export function Egg(props: { variant: number; hatched?: boolean; className?: string } & Placement) {
  const colour = COLOURS[props.variant % COLOURS.length]!;
  return (
    <svg
      viewBox="0 0 60 70"
      className={props.className}
      {...placed(props)}
      aria-hidden="true"
      focusable="false"
    >
      {props.hatched ? (
        <>
          <circle cx="30" cy="30" r="17" fill="#3aa35b" />
          <path d="M20 16l4-9 5 7 5-8 4 9" fill="#f59e0b" />
          <circle cx="24" cy="28" r="3.4" fill="#1f3321" />
          <circle cx="37" cy="28" r="3.4" fill="#1f3321" />
          <path
            d="M24 37q6 5 12 0"
            fill="none"
            stroke="#1f3321"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
          <path
            d="M7 40l7-5 6 6 6-7 6 7 6-7 6 7 6-6 4 4c0 14-10 27-24 27S7 56 7 40z"
            fill={colour.shell}
            stroke="#1f3321"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
        </>
      ) : (
        <>
          <path d={SHELL} fill={colour.shell} stroke="#1f3321" strokeWidth="2.5" />
          <g fill={colour.spot} opacity=".75">
            <circle cx="22" cy="26" r="4" />
            <circle cx="38" cy="38" r="5" />
            <circle cx="26" cy="50" r="3" />
            <circle cx="40" cy="20" r="2.5" />
          </g>
          <path
            d="M18 20q4-8 9-10"
            fill="none"
            stroke="#fff"
            strokeWidth="3"
            strokeLinecap="round"
            opacity=".8"
          />
        </>
      )}
    </svg>
  );
}

/** A round twig nest (viewBox 320 x 60), drawn under the eggs. */
export function Nest(props: { className?: string } & Placement) {
  return (
    <svg
      viewBox="0 0 320 60"
      preserveAspectRatio="none"
      className={props.className}
      {...placed(props)}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 10h308c0 28-50 46-154 46S6 38 6 10z" fill="#b45309" />
      <g fill="none" stroke="#fde9a8" strokeWidth="3" strokeLinecap="round" opacity=".7">
        <path d="M20 18q60 18 130 6M170 26q70 10 130-10M40 36q70 14 120 2M180 38q60 4 100-12" />
      </g>
      <path d="M6 10h308" stroke="#1f3321" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
