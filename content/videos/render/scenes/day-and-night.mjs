/**
 * Day and night in the time of the dinosaurs: the Sun rises on the left (east), crosses the sky
 * and sets on the right (west); the Moon and stars come out while a Triceratops and an
 * Ankylosaurus, who lived at the same time and place, sleep; then a new morning begins.
 */
import { W, art, colorAt, n, put, rng, step, valueAt } from '../kit.mjs';
import { ground, sky } from './scenery.mjs';

const SKY_TOP = [
  [0, '#6d78b0'],
  [3.5, '#79c0ea'],
  [14.5, '#79c0ea'],
  [18, '#7a6aa8'],
  [21, '#16254a'],
  [29, '#16254a'],
  [33, '#6d78b0'],
  [36, '#79c0ea'],
];
const SKY_BOTTOM = [
  [0, '#f7b58a'],
  [3.5, '#d7eefa'],
  [14.5, '#d7eefa'],
  [18, '#f6a04d'],
  [21, '#2a3f73'],
  [29, '#2a3f73'],
  [33, '#f7b58a'],
  [36, '#d7eefa'],
];
/** How much darker the land is: a little at dawn and dusk, most at night. */
const DARK = [
  [0, 0.3],
  [3.5, 0],
  [15, 0],
  [18, 0.2],
  [21, 0.6],
  [29, 0.6],
  [33, 0.3],
  [36, 0.05],
];

/** A body crossing the sky along an arch, from the eastern horizon (p=0) to the western one (p=1). */
const arch = (p) => ({ x: 50 + 540 * p, y: 262 - 200 * Math.sin(Math.PI * p) });

const random = rng(42);
const STARS = Array.from({ length: 34 }, () => ({
  x: random() * W,
  y: 14 + random() * 170,
  size: 0.6 + random() * 0.8,
  phase: random() * 6.3,
}));

/** The night sky: stars twinkle in and out, while it is dark enough to see them. */
function stars(t) {
  const night = step(t, 19.5, 21.5) * (1 - step(t, 30, 32));
  if (night <= 0) return '';
  const each = STARS.map(({ x, y, size, phase }) => {
    const glow = night * (0.65 + 0.35 * Math.sin(t * 2.2 + phase));
    return `<use href="#star" transform="translate(${n(x)} ${n(y)}) scale(${size.toFixed(2)})" opacity="${glow.toFixed(2)}"/>`;
  });
  return `<defs><path id="star" d="M0 -6 Q1 -1 6 0 Q1 1 0 6 Q-1 1 -6 0 Q-1 -1 0 -6 Z" fill="#fff6c8"/></defs>${each.join('')}`;
}

function sunAndMoon(t) {
  const parts = [];
  // The Sun crosses the sky once, and rises again at the end.
  const sunPath = t < 25 ? step(t, 1, 18.5, (k) => k) : 0.18 * step(t, 31, 36, (k) => k);
  if (t < 19.5 || t > 31) {
    const { x, y } = arch(sunPath);
    parts.push(put(art('sun'), { x, y: y + 40, size: 80 }));
  }
  // The Moon follows it across the night.
  const moonPath = step(t, 19, 33, (k) => k);
  if (moonPath > 0 && moonPath < 1) {
    const { x, y } = arch(moonPath);
    parts.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="46" fill="#fff6c8" opacity=".12"/>`,
      put(art('moon'), { x, y: y + 34, size: 68 }),
    );
  }
  // The horizon hides the lower half of anything that has just risen or is setting.
  return `<g clip-path="url(#above)">${parts.join('')}</g>`;
}

/** Distant conifers, trees the dinosaurs knew too, without outlines so they stay far away. */
const FOREST = [
  [70, 226, 30],
  [104, 222, 40],
  [470, 218, 36],
  [505, 224, 28],
  [560, 220, 42],
]
  .map(
    ([x, y, h]) =>
      `<path d="M${x} ${y - h} L${x + h * 0.3} ${y} H${x - h * 0.3} Z" fill="#4c8a5c"/>`,
  )
  .join('');

const HILLS = `<path d="M-10 236 C80 196 170 200 260 226 S440 188 540 214 S620 208 650 206 V370 H-10 Z" fill="#8cc98a"/>`;

/** The dinosaurs close their eyes at night: an eyelid in the colour of the face. */
const TRICERATOPS = art('dino-triceratops');
const TRICERATOPS_ASLEEP = TRICERATOPS.replace(
  '</g>',
  '<circle cx="74" cy="54" r="5.6" fill="#f08c3a" stroke="none"/><path d="M69.5 54 Q74 58 78.5 54" fill="none" stroke-width="2.5"/></g>',
);
const ANKYLOSAURUS = art('dino-ankylosaurus');
const ANKYLOSAURUS_ASLEEP = ANKYLOSAURUS.replace(
  /<\/g>$/,
  '<circle cx="84" cy="54" r="5.4" fill="#9a6b4b" stroke="none"/><path d="M79.5 54 Q84 58 88.5 54" fill="none" stroke-width="2.5"/></g>',
);

function dinosaurs(t) {
  const asleep = t > 21.4 && t < 31.2;
  // By day they nod down to the ferns to eat; at night they breathe slowly.
  const munch = (phase) => (asleep ? 0 : Math.max(0, Math.sin(t * 2.4 + phase)) * 4);
  const breathe = asleep ? Math.sin(t * 1.6) * 1.2 : 0;
  return [
    put(asleep ? ANKYLOSAURUS_ASLEEP : ANKYLOSAURUS, {
      x: 190,
      y: 322 + breathe,
      size: 160,
      rotate: munch(0),
    }),
    put(asleep ? TRICERATOPS_ASLEEP : TRICERATOPS, {
      x: 452,
      y: 326 + breathe,
      size: 180,
      flip: true,
      rotate: -munch(1.7),
    }),
  ].join('');
}

/** The land and animals get darker and bluer as night falls, through one colour filter. */
function dusk(dark) {
  const r = 1 - 0.62 * dark;
  const g = 1 - 0.55 * dark;
  const b = 1 - 0.3 * dark;
  return `<defs><filter id="dusk" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${r.toFixed(3)} 0 0 0 0 0 ${g.toFixed(3)} 0 0 0 0 0 ${b.toFixed(3)} 0 ${(0.04 * dark).toFixed(3)} 0 0 0 1 0"/></filter></defs>`;
}

function frame(t) {
  const dark = valueAt(DARK, t);
  const land = [
    HILLS,
    FOREST,
    ground(262, '#c9b27a'),
    put(art('fern'), { x: 300, y: 300, size: 90 }),
    dinosaurs(t),
    put(art('fern'), { x: 40, y: 350, size: 120 }),
    put(art('fern'), { x: 610, y: 352, size: 110, flip: true }),
  ].join('');
  return [
    `<defs><clipPath id="above"><rect width="${W}" height="232"/></clipPath></defs>`,
    sky(colorAt(SKY_TOP, t), colorAt(SKY_BOTTOM, t)),
    stars(t),
    sunAndMoon(t),
    dark > 0.005 ? `${dusk(dark)}<g filter="url(#dusk)">${land}</g>` : land,
  ].join('');
}

export default {
  id: 'day-and-night',
  seconds: 36,
  poster: 9,
  music: { seed: 21, beat: 0.55 },
  // The whole sky changes colour all the time, so it is squeezed a little harder to stay small.
  crf: 43,
  captions: [
    {
      from: 0.4,
      to: 4.6,
      hy: 'Դինոզավրերի ժամանակներում առավոտ է։ Արևը ծագում է։',
      ru: 'Утро во времена динозавров. Встаёт солнце.',
      en: 'Morning in the time of the dinosaurs. The Sun is rising.',
    },
    {
      from: 5,
      to: 10.2,
      hy: 'Երկիրը դանդաղ պտտվում է, դրա համար էլ թվում է, թե արևը շարժվում է երկնքով։',
      ru: 'Земля медленно вращается, поэтому кажется, что солнце плывёт по небу.',
      en: 'The Earth is slowly turning, so the Sun seems to move across the sky.',
    },
    {
      from: 10.6,
      to: 15.4,
      hy: 'Տրիցերատոպսն ու անկիլոզավրն ամբողջ օրը բույսեր են ուտում։',
      ru: 'Трицератопс и анкилозавр весь день едят растения.',
      en: 'Triceratops and Ankylosaurus eat plants all day long.',
    },
    {
      from: 16,
      to: 20.4,
      hy: 'Երեկո է։ Արևը մայր է մտնում, և երկինքը նարնջագույն է դառնում։',
      ru: 'Вечер. Солнце садится, и небо становится оранжевым.',
      en: 'Evening. The Sun is setting, and the sky turns orange.',
    },
    {
      from: 21,
      to: 26.4,
      hy: 'Գիշեր է։ Երևացին լուսինն ու աստղերը։ Դինոզավրերը քնած են։',
      ru: 'Ночь. На небе луна и звёзды. Динозавры спят.',
      en: 'Night. The Moon and the stars are out. The dinosaurs are asleep.',
    },
    {
      from: 27,
      to: 31.6,
      hy: 'Այն ժամանակ օրը մի քիչ ավելի կարճ էր, քան հիմա՝ մոտ կես ժամով։',
      ru: 'Тогда сутки были чуть короче, чем сейчас, — примерно на полчаса.',
      en: 'Back then, a day was a little shorter than today — by about half an hour.',
    },
    {
      from: 32,
      to: 35.4,
      hy: 'Բարի լույս։ Նոր օր է սկսվում։',
      ru: 'Доброе утро! Начинается новый день.',
      en: 'Good morning! A new day begins.',
    },
  ],
  frame,
};
