/**
 * How a baby dinosaur hatches: a Maiasaura mother beside her nest of earth, a close look at one
 * egg that wobbles, cracks and opens, and the mother with her new baby.
 */
import { INK, art, backOut, put, step, visible } from '../kit.mjs';
import { ground, hills, nest, sky } from './scenery.mjs';

// ---------------------------------------------------------------- the mother

/**
 * Maiasaura, drawn from the project's Parasaurolophus (both are duck-billed dinosaurs): without
 * the long tube crest, with the small bony crest Maiasaura had above its eyes, in greens that
 * match its baby.
 */
const MOTHER =
  art('dino-parasaurolophus')
    .replace(/<path d="M76 18 Q64 10 48 8"[^>]*\/>/g, '')
    .replace(/#9b6bd3/g, '#8ccc74')
    .replace(/#6e45a3/g, '#4f9a4a')
    .replace('</g>', '') + `<path d="M73 20 Q75 12 81 13 Q80 17 78 19 Z" fill="#4f9a4a"/></g>`;

// ---------------------------------------------------------------- the egg, in its 100x100 box

/** Where the shell splits: a zigzag across the widest part of the egg. */
const CRACK = [
  [17, 50],
  [25, 44],
  [33, 53],
  [41, 45],
  [50, 54],
  [59, 45],
  [67, 53],
  [75, 44],
  [83, 50],
];
const CRACK_PATH = `M${CRACK.map(([x, y]) => `${x} ${y}`).join(' L')}`;
const CRACK_LENGTH = CRACK.slice(1).reduce(
  (sum, [x, y], i) => sum + Math.hypot(x - CRACK[i][0], y - CRACK[i][1]),
  0,
);

/** The two halves of the shell are the whole egg seen through a window above or below the crack. */
const HALVES = `<defs><clipPath id="top"><path d="${CRACK_PATH} L100 50 V-40 H0 V50 Z"/></clipPath><clipPath id="bottom"><path d="${CRACK_PATH} L100 50 V110 H0 V50 Z"/></clipPath><clipPath id="inside"><path d="M-20 -80 H120 V50 H-20 Z"/><path d="M50 6 C70 6 84 40 84 60 C84 82 68 94 50 94 C32 94 16 82 16 60 C16 40 30 6 50 6 Z"/></clipPath></defs>`;

const EGG = art('dino-egg');
/** The learning art's baby, less the bit of shell on its head: in this story the top flew off. */
const HATCHLING = art('dino-hatchling')
  .replace(/<path d="M32 30 Q34 16[^>]*\/>/, '')
  .replace('#fdf8ee', '#f4e3b5');
const crackLine = (drawn) =>
  `<path d="${CRACK_PATH}" fill="none" stroke="${INK}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round" stroke-dasharray="${CRACK_LENGTH.toFixed(1)} 200" stroke-dashoffset="${(CRACK_LENGTH * (1 - drawn)).toFixed(1)}"/>`;

/** The baby's head, after content/learning/art/dino-hatchling.svg, with eyes that can blink. */
function babyHead(blink) {
  const eye = blink
    ? `<circle cx="58" cy="32" r="5.5" fill="#9fd98a" stroke="none"/><path d="M52.5 32 Q58 36.5 63.5 32" fill="none" stroke-width="2.5"/>`
    : `<circle cx="58" cy="32" r="5.5" fill="#fff" stroke-width="2.5"/><circle cx="58.8" cy="32" r="2.8" fill="${INK}" stroke="none"/><circle cx="59.8" cy="30.9" r="1.1" fill="#fff" stroke="none"/>`;
  return (
    `<g stroke="${INK}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">` +
    `<path d="M30 62 C26 44 30 28 46 24 C60 20 76 24 82 32 Q86 40 78 43 L62 45 Q56 50 58 62 Z" fill="#9fd98a"/>` +
    `<path d="M70 39 Q75 41 80 37" fill="none" stroke-width="2.5"/>${eye}` +
    `<circle cx="40" cy="36" r="2.5" fill="#6fbf62" stroke="none"/><circle cx="46" cy="48" r="2" fill="#6fbf62" stroke="none"/></g>`
  );
}

/**
 * The egg that hatches, at time t: it wobbles, a crack runs round it in three knocks, the top
 * pops off and the baby rises from inside.
 */
function hatchingEgg(t) {
  const knocks = [15.5, 16.8, 18.1];
  const drawn = knocks.reduce((sum, at) => sum + step(t, at, at + 0.35) / knocks.length, 0);
  if (t < 19.4) {
    const wobble =
      Math.sin(t * 13) * 7 * (visible(t, 10.6, 12.2, 0.3) + visible(t, 13, 14.3, 0.3)) +
      knocks.reduce(
        (sum, at) => sum + Math.sin((t - at) * 30) * 5 * visible(t, at, at + 0.5, 0.1),
        0,
      );
    return { body: EGG + (drawn > 0 ? crackLine(drawn) : ''), rotate: wobble };
  }
  const rise = step(t, 19.8, 21.2);
  // The top pops straight up, then tumbles away out of the picture.
  const lift = step(t, 19.4, 19.9, backOut);
  const away = step(t, 19.9, 21, (k) => k);
  const capX = 230 * away;
  const capY = -62 * lift - 330 * away + 260 * away * away;
  const capTurn = 20 * lift + 220 * away;
  const blink = [22.6, 24.2].some((at) => t >= at && t < at + 0.18);
  const head = `<g clip-path="url(#inside)"><g transform="translate(-6 ${(42 * (1 - rise) - 10).toFixed(1)})">${babyHead(blink)}</g></g>`;
  const bottom = `<g clip-path="url(#bottom)">${EGG}</g>${crackLine(1)}`;
  const cap = `<g transform="translate(${capX.toFixed(1)} ${capY.toFixed(1)}) rotate(${capTurn.toFixed(1)} 50 48)"><g clip-path="url(#top)">${EGG}</g>${crackLine(1)}</g>`;
  return { body: head + bottom + cap, rotate: 0 };
}

// ---------------------------------------------------------------- the two views

const WIDE_NEST = nest({ x: 440, y: 296, rx: 140, ry: 26, rim: 9 });
const CLOSE_NEST = nest({ x: 320, y: 300, rx: 380, ry: 64, rim: 22 });

function wide(t) {
  const hatched = t > 20;
  const eggs = [-2, -1, 0, 1, 2].map((i) => {
    const x = 440 + i * 40;
    const y = 296 + WIDE_NEST.floor(i * 40) + 3;
    if (i === 0 && hatched) return put(HATCHLING, { x, y: y + 4, size: 58 });
    return put(EGG, { x, y, size: 48 });
  });
  // Near the end the mother steps closer and bends down to her baby, and we move in to watch.
  const near = step(t, 25.6, 27.6);
  const bow = Math.sin(step(t, 27.4, 29) * Math.PI) * 9 + 4 * step(t, 29, 29.6);
  const heart = visible(t, 28.2, 31.6, 0.4);
  const zoom = 1 + 0.35 * step(t, 25.4, 28.4);
  const scene = [
    sky('#8fd0f0', '#fdf1d8'),
    hills(246, '#cfe8b8'),
    ground(262, '#dcc68e'),
    put(art('fern'), { x: 605, y: 290, size: 110, flip: true }),
    put(art('fern'), { x: 36, y: 282, size: 80 }),
    put(MOTHER, { x: 170 + near * 70, y: 318, size: 250, rotate: bow }),
    WIDE_NEST.back,
    eggs.join(''),
    WIDE_NEST.front,
    heart > 0
      ? put(art('shape-heart'), { x: 420, y: 200 - heart * 16, size: 40, opacity: heart })
      : '',
  ].join('');
  return zoom > 1
    ? `<g transform="translate(420 300) scale(${zoom.toFixed(3)}) translate(-420 -300)">${scene}</g>`
    : scene;
}

function close(t) {
  const egg = hatchingEgg(t);
  return [
    HALVES,
    sky('#8fd0f0', '#fdf1d8'),
    hills(210, '#cfe8b8'),
    ground(226, '#dcc68e', 10),
    CLOSE_NEST.back,
    put(EGG, { x: 112, y: 318, size: 170 }),
    put(EGG, { x: 528, y: 318, size: 170 }),
    put(egg.body, { x: 320, y: 322, size: 200, rotate: egg.rotate }),
    CLOSE_NEST.front,
  ].join('');
}

/** A cross-fade between the views: the close view covers the wide one from 9.4 s to 25.4 s. */
function frame(t) {
  const closeness = visible(t, 9.2, 25.6, 0.8);
  if (closeness >= 1) return close(t);
  if (closeness <= 0) return wide(t);
  return `${wide(t)}<g opacity="${closeness.toFixed(2)}">${close(t)}</g>`;
}

export default {
  id: 'how-a-dinosaur-hatches',
  seconds: 32,
  poster: 22,
  music: { seed: 3, beat: 0.5 },
  captions: [
    {
      from: 0.4,
      to: 4.6,
      hy: 'Սա մայրիկ-մայազավր է։ Նա հողից բույն է սարքել։',
      ru: 'Это мама-майазавра. Она сделала гнездо из земли.',
      en: 'This is a Maiasaura mum. She has made a nest out of earth.',
    },
    {
      from: 5,
      to: 9.2,
      hy: 'Բնում նրա ձվերն են։ Ամեն ձվի մեջ մի ձագ է մեծանում։',
      ru: 'В гнезде лежат её яйца. В каждом растёт малыш.',
      en: 'Her eggs lie in the nest. A baby is growing inside each one.',
    },
    {
      from: 10.2,
      to: 14.6,
      hy: 'Նայի՛ր, այս ձուն օրորվում է։ Ձագն ուզում է դուրս գալ։',
      ru: 'Смотри! Это яйцо качается. Малыш хочет выбраться.',
      en: 'Look! This egg is wobbling. The baby wants to come out.',
    },
    {
      from: 15.2,
      to: 19.4,
      hy: 'Ձուն ճաքում է։ Ձագը ներսից կոտրում է կճեպը։',
      ru: 'Скорлупа трескается: малыш разбивает её изнутри.',
      en: 'Crack! The baby is breaking the shell from the inside.',
    },
    {
      from: 20,
      to: 24.8,
      hy: 'Բարև՜, փոքրիկ։ Ձագը ձվից դուրս եկավ։',
      ru: 'Привет, малыш! Детёныш вылупился.',
      en: 'Hello, little one! The baby has hatched.',
    },
    {
      from: 25.6,
      to: 31.4,
      hy: '«Մայազավր» նշանակում է «լավ մայր-մողես»։ Գիտնականները կարծում են, որ այս մայրիկները խնամում էին ձագերին։',
      ru: '«Майазавра» значит «хорошая мама-ящер». Учёные думают, что эти мамы заботились о своих малышах.',
      en: 'Maiasaura means “good mother lizard”. Scientists think these mums looked after their babies.',
    },
  ],
  frame,
};
