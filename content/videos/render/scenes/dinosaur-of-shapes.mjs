/**
 * A dinosaur made of shapes: over a dashed outline, an oval, four rectangles, a long triangle,
 * a circle and more triangles each pop up in the middle, then fly to their place until a
 * Stegosaurus stands there, with plates on its back and four spikes on its tail.
 */
import { INK, backOut, lerp, n, smooth, step, visible } from '../kit.mjs';
import { sky } from './scenery.mjs';

const GROUND = 300;

/** Stroke attributes for every shape. */
const LINE = `stroke="${INK}" stroke-width="3.5" stroke-linejoin="round"`;

/** The plates stand along the top of the oval body, leaning out with its curve. */
const BODY = { x: 320, y: 196, rx: 120, ry: 60 };
const PLATES = [-0.8, -0.42, -0.04, 0.34, 0.68].map((u) => {
  const angle = u * 1.1;
  return {
    x: BODY.x + Math.sin(angle) * BODY.rx * 0.86,
    y: BODY.y - Math.cos(angle) * BODY.ry - 12,
    rotate: ((angle * 180) / Math.PI) * 0.5,
    size: 1 - Math.abs(u) * 0.3,
  };
});

/** The four tail spikes stand on the top edge of the tail triangle, near its tip, leaning back. */
const tailTop = (x) => 204 - ((x - 74) * 40) / 156;
const SPIKES = [
  [92, -52],
  [110, -42],
  [128, -32],
  [146, -22],
].map(([x, rotate]) => {
  const r = (rotate * Math.PI) / 180;
  return { x: x + 13 * Math.sin(r), y: tailTop(x) - 13 * Math.cos(r), rotate };
});

/**
 * Each group of pieces: the shape (drawn round 0,0), where each copy ends up, and when the group
 * pops up in the middle of the screen (it flies to its place 1.6 s later).
 */
const GROUPS = [
  {
    at: 4.2,
    shape: `<ellipse rx="${BODY.rx}" ry="${BODY.ry}" fill="#2bb3a3" ${LINE}/>`,
    places: [{ x: BODY.x, y: BODY.y }],
    layer: 2,
  },
  {
    at: 9,
    shape: `<rect x="-16" y="-34" width="32" height="68" rx="5" fill="#2bb3a3" ${LINE}/>`,
    places: [
      { x: 268, y: GROUND - 34, far: true },
      { x: 394, y: GROUND - 34, far: true },
      { x: 240, y: GROUND - 34 },
      { x: 366, y: GROUND - 34 },
    ],
    layer: 1,
  },
  {
    at: 13.8,
    shape: `<path d="M40 -32 L46 26 L-116 8 Z" fill="#2bb3a3" ${LINE}/>`,
    places: [{ x: 190, y: 196 }],
    layer: 0,
  },
  {
    at: 18.4,
    shape: `<circle r="30" fill="#2bb3a3" ${LINE}/>`,
    places: [{ x: 456, y: 226 }],
    layer: 3,
  },
  {
    at: 23,
    shape: `<path d="M-24 24 L24 24 L0 -30 Z" fill="#f08c3a" ${LINE}/>`,
    places: PLATES.map(({ x, y, rotate, size }) => ({ x, y, rotate, scale: size })),
    layer: 0,
  },
  {
    at: 27.6,
    shape: `<path d="M-7 14 L7 14 L0 -22 Z" fill="#fdf8ee" ${LINE}/>`,
    places: SPIKES,
    layer: 0,
  },
];

/** Where the copies of a group line up while they are shown in the middle. */
function showcase(count, index) {
  const gap = 80;
  return { x: 320 + (index - (count - 1) / 2) * gap, y: 96 };
}

/** One copy of a shape at time t: popping up, waiting, then flying to its place. */
function piece(group, place, index, t) {
  if (t < group.at) return '';
  const pop = backOut(step(t, group.at, group.at + 0.5, (k) => k));
  const fly = smooth(step(t, group.at + 1.6, group.at + 2.8, (k) => k));
  const from = showcase(group.places.length, index);
  // Big shapes are shown smaller in the middle, so they fit on the screen.
  const showScale = group.places.length === 1 && group.at < 5 ? 0.55 : 0.8;
  const scale = lerp(showScale, place.scale ?? 1, fly) * pop;
  const x = lerp(from.x, place.x, fly);
  const y = lerp(from.y, place.y, fly);
  const rotate = lerp(0, place.rotate ?? 0, fly);
  const wiggle = fly < 1 ? Math.sin((t - group.at) * 6) * 4 * (1 - fly) : 0;
  const far = place.far ? ' filter="url(#far)"' : '';
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate + wiggle)}) scale(${scale.toFixed(3)})"${far}>${group.shape}</g>`;
}

/** The dashed outline of the finished dinosaur, so a child can guess where each shape goes. */
function ghost(t) {
  const show = 1 - step(t, 30, 31);
  if (show <= 0) return '';
  const outline = GROUPS.flatMap((group) =>
    group.places.map(
      (p) =>
        `<g transform="translate(${n(p.x)} ${n(p.y)}) rotate(${n(p.rotate ?? 0)}) scale(${p.scale ?? 1})">${group.shape}</g>`,
    ),
  ).join('');
  return `<g opacity="${(0.5 * show).toFixed(2)}" fill="none" stroke="#9aa5ab" stroke-width="2.5" stroke-dasharray="7 6">${outline.replace(/ fill="[^"]*"/g, ' fill="none"').replace(/stroke="#1f3321" stroke-width="3.5"/g, 'stroke="#9aa5ab" stroke-width="2.5"')}</g>`;
}

/** When it is finished, the dinosaur opens its eye, smiles and hops for joy. */
function face(t) {
  const open = step(t, 30.6, 31);
  if (open <= 0) return '';
  return `<g opacity="${open.toFixed(2)}"><circle cx="464" cy="218" r="7.5" fill="#fff" stroke="${INK}" stroke-width="3"/><circle cx="466" cy="218" r="3.8" fill="${INK}"/><circle cx="467.5" cy="216.5" r="1.4" fill="#fff"/><path d="M462 238 Q472 243 480 235" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/><circle cx="450" cy="234" r="4" fill="#f49ac1"/></g>`;
}

function frame(t) {
  const layers = [[], [], [], []];
  for (const group of GROUPS)
    group.places.forEach((place, i) => layers[group.layer].push(piece(group, place, i, t)));
  // Far legs come first in their group, so the near legs cover them.
  const hop = Math.abs(Math.sin((t - 31.2) * 5)) * 16 * visible(t, 31.2, 35.8, 0.3);
  const sparkle = visible(t, 30.8, 36.4, 0.5);
  return [
    `<defs><filter id="far" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0.7 0 0 0 0 0 0.7 0 0 0 0 0 0.7 0 0 0 0 0 1 0"/></filter></defs>`,
    sky('#fdf1d8', '#fdf8ee'),
    `<rect x="-10" y="${GROUND}" width="660" height="70" fill="#cfe8b8" stroke="${INK}" stroke-width="3"/>`,
    `<ellipse cx="300" cy="${GROUND + 4}" rx="${n(190 - hop * 2)}" ry="10" fill="${INK}" opacity=".12"/>`,
    ghost(t),
    `<g transform="translate(0 ${n(-hop)})">${layers.map((l) => l.join('')).join('')}${face(t)}</g>`,
    sparkle > 0
      ? `<g fill="#f6c343" opacity="${sparkle.toFixed(2)}">${[
          [110, 80],
          [540, 70],
          [600, 180],
          [40, 170],
        ]
          .map(
            ([x, y], i) =>
              `<path transform="translate(${x} ${y}) scale(${(1 + 0.3 * Math.sin(t * 5 + i)).toFixed(2)})" d="M0 -14 Q2 -2 14 0 Q2 2 0 14 Q-2 2 -14 0 Q-2 -2 0 -14 Z" stroke="${INK}" stroke-width="2"/>`,
          )
          .join('')}</g>`
      : '',
  ].join('');
}

export default {
  id: 'dinosaur-of-shapes',
  seconds: 37,
  poster: 33.4,
  music: { seed: 29, beat: 0.45 },
  captions: [
    {
      from: 0.4,
      to: 3.8,
      hy: 'Եկ ձևերից դինոզավր հավաքենք։',
      ru: 'Давай соберём динозавра из фигур!',
      en: "Let's build a dinosaur out of shapes!",
    },
    {
      from: 4.2,
      to: 8.6,
      hy: 'Սա օվալ է։ Այն կլինի մարմինը։',
      ru: 'Это овал. Он будет туловищем.',
      en: 'This is an oval. It will be the body.',
    },
    {
      from: 9,
      to: 13.4,
      hy: 'Ահա չորս ուղղանկյուն։ Դրանք կլինեն ոտքերը։',
      ru: 'Вот четыре прямоугольника. Это будут ноги.',
      en: 'Here are four rectangles. They will be the legs.',
    },
    {
      from: 13.8,
      to: 18,
      hy: 'Երկար եռանկյունը կլինի պոչը։',
      ru: 'Длинный треугольник будет хвостом.',
      en: 'A long triangle will be the tail.',
    },
    {
      from: 18.4,
      to: 22.6,
      hy: 'Շրջանը կլինի գլուխը։',
      ru: 'Круг будет головой.',
      en: 'A circle will be the head.',
    },
    {
      from: 23,
      to: 27.2,
      hy: 'Այս եռանկյունները կլինեն մեջքի թիթեղները։',
      ru: 'Эти треугольники станут пластинами на спине.',
      en: 'These triangles will be the plates on its back.',
    },
    {
      from: 27.6,
      to: 30.6,
      hy: 'Եվ չորս փոքրիկ եռանկյուն՝ պոչի փշերի համար։',
      ru: 'И четыре маленьких треугольника — шипы на хвосте.',
      en: 'And four little triangles for the spikes on its tail.',
    },
    {
      from: 31,
      to: 36.2,
      hy: 'Ստացվեց ստեգոզավր։ Իսկական ստեգոզավրն էլ մեջքին թիթեղներ ուներ, իսկ պոչին՝ չորս փուշ։',
      ru: 'Получился стегозавр! У настоящего стегозавра тоже были пластины на спине и четыре шипа на хвосте.',
      en: 'It’s a Stegosaurus! A real Stegosaurus also had plates on its back and four spikes on its tail.',
    },
  ],
  frame,
};
