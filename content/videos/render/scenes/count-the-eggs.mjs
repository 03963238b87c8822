/**
 * Count the eggs: ten dinosaur eggs drop into a nest one by one, and the numeral for each count
 * pops up above it. At the end all ten wobble together.
 */
import { art, backOut, bounceOut, numeral, put, smooth, step, visible } from '../kit.mjs';
import { ground, hills, nest, sky } from './scenery.mjs';

const FIRST_DROP = 3;
const EVERY = 2.8;
const FALL = 0.8;
const dropAt = (i) => FIRST_DROP + i * EVERY;
const landAt = (i) => dropAt(i) + FALL;

/**
 * The ten eggs in one long row, filled from left to right as a child counts, each standing on
 * the curved floor of the nest.
 */
const NEST = nest({ x: 320, y: 268, rx: 290, ry: 36 });
const SPOTS = Array.from({ length: 10 }, (_, i) => {
  const x = 320 + (i - 4.5) * 54;
  return { x, y: 268 + NEST.floor(x - 320) + 5 };
});

/** Each egg its own shell colour and spots, so a child can tell them apart while counting. */
const SHELLS = [
  ['#f4e3b5', '#9a6b4b', '#3aa35b'],
  ['#e3f2fb', '#2b7bb9', '#7cc3e8'],
  ['#fde2ea', '#d9485f', '#f08c3a'],
  ['#e8f5d0', '#3aa35b', '#1d857a'],
  ['#fff1c9', '#f08c3a', '#9b6bd3'],
  ['#f4e3b5', '#3aa35b', '#9a6b4b'],
  ['#efe6fb', '#9b6bd3', '#f49ac1'],
  ['#e3f2fb', '#1d857a', '#f6c343'],
  ['#fde2ea', '#9a6b4b', '#d9485f'],
  ['#fff1c9', '#2b7bb9', '#3aa35b'],
];
const NUMERAL_COLOURS = ['#f08c3a', '#3aa35b', '#2bb3a3', '#9b6bd3', '#d9485f'];

const egg = ([shell, a, b]) =>
  art('dino-egg')
    .replace('#f4e3b5', shell)
    .replace(/#9a6b4b/g, a)
    .replace(/#3aa35b/g, b);

const eggs = SHELLS.map(egg);

function fallingEgg(i, t) {
  if (t < dropAt(i)) return '';
  const { x, y } = SPOTS[i];
  const fall = bounceOut(step(t, dropAt(i), landAt(i), (k) => k));
  // A small wobble as it settles, and a wave of wobbles together at the end.
  const settle = Math.sin((t - landAt(i)) * 14) * 8 * (1 - step(t, landAt(i), landAt(i) + 0.9));
  const cheer = Math.sin((t - 31.4 - i * 0.12) * 9) * 7 * visible(t, 31.4 + i * 0.12, 34.8, 0.4);
  const rotate = t > landAt(i) ? settle + cheer : 0;
  return put(eggs[i], { x, y: y - (1 - fall) * 340, size: 66, rotate });
}

/** The count so far, from the moment an egg lands until the next one lands. */
function count(t) {
  let shown = 0;
  for (let i = 0; i < 10; i++) if (t >= landAt(i)) shown = i + 1;
  if (shown === 0) return '';
  const pop = backOut(step(t, landAt(shown - 1), landAt(shown - 1) + 0.45, (k) => k));
  const cheer = shown === 10 ? 1 + 0.08 * Math.sin((t - 31.4) * 6) * visible(t, 31.4, 34.8) : 1;
  return numeral(shown, {
    x: 320,
    y: 100,
    height: 120,
    color: NUMERAL_COLOURS[(shown - 1) % NUMERAL_COLOURS.length],
    scale: Math.max(0.01, pop * cheer),
  });
}

function frame(t) {
  const { back, front } = NEST;
  const eggsSoFar = SPOTS.map((_, i) => fallingEgg(i, t));
  return [
    sky('#9fd3f0', '#e3f2fb'),
    hills(250, '#cfe8b8'),
    ground(262, '#e9d8a6'),
    put(art('fern'), { x: 42, y: 300, size: 110 }),
    put(art('fern'), { x: 600, y: 296, size: 96, flip: true }),
    back,
    eggsSoFar.join(''),
    front,
    count(t),
    put(art('cloud'), { x: 90 + smooth(t / 37) * 30, y: 110, size: 110 }),
    put(art('cloud'), { x: 560 - smooth(t / 37) * 24, y: 80, size: 80 }),
  ].join('');
}

const say = (n) => ({
  from: landAt(n - 1) - 0.3,
  to: landAt(n - 1) + 2.3,
  ...WORDS[n - 1],
});

const WORDS = [
  { hy: 'Մեկ ձու։', ru: 'Одно яйцо.', en: 'One egg.' },
  { hy: 'Երկու ձու։', ru: 'Два яйца.', en: 'Two eggs.' },
  { hy: 'Երեք ձու։', ru: 'Три яйца.', en: 'Three eggs.' },
  { hy: 'Չորս ձու։', ru: 'Четыре яйца.', en: 'Four eggs.' },
  { hy: 'Հինգ ձու։', ru: 'Пять яиц.', en: 'Five eggs.' },
  { hy: 'Վեց ձու։', ru: 'Шесть яиц.', en: 'Six eggs.' },
  { hy: 'Յոթ ձու։', ru: 'Семь яиц.', en: 'Seven eggs.' },
  { hy: 'Ութ ձու։', ru: 'Восемь яиц.', en: 'Eight eggs.' },
  { hy: 'Ինը ձու։', ru: 'Девять яиц.', en: 'Nine eggs.' },
  { hy: 'Տասը ձու։', ru: 'Десять яиц!', en: 'Ten eggs!' },
];

export default {
  id: 'count-the-eggs',
  seconds: 37,
  poster: 14,
  music: { seed: 11, beat: 0.45 },
  captions: [
    {
      from: 0.3,
      to: 3.4,
      hy: 'Եկ հաշվենք՝ քանի՞ ձու կա դինոզավրի բնում։',
      ru: 'Давай посчитаем, сколько яиц в гнезде динозавра!',
      en: "Let's count how many eggs are in the dinosaur's nest!",
    },
    ...Array.from({ length: 10 }, (_, i) => say(i + 1)),
    {
      from: 31.4,
      to: 36,
      hy: 'Բնում տասը ձու կա։ Ապրե՜ս, բոլորը հաշվեցինք։',
      ru: 'В гнезде десять яиц. Молодец, мы все их посчитали!',
      en: 'There are ten eggs in the nest. Well done, we counted them all!',
    },
  ],
  frame,
};
