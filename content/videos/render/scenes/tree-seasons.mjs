/**
 * The seasons of an apricot tree: pink and white blossom with a bee in spring, green leaves and
 * ripe apricots in summer, yellow and red leaves falling in autumn, bare branches and snow in
 * winter.
 */
import { INK, OUTLINE, W, art, colorAt, n, put, rng, step, visible } from '../kit.mjs';
import { sky } from './scenery.mjs';

const GROUND = 296;

// ---------------------------------------------------------------- the tree

/** The crown from content/learning/art/tree-summer.svg, scaled up round the top of the trunk. */
const CROWN_PATH =
  'M22 62 Q6 58 10 42 Q8 26 24 22 Q30 6 50 8 Q70 6 76 22 Q92 26 90 42 Q94 58 78 62 Q66 72 50 66 Q34 72 22 62 Z';
const CROWN = { x: 150, y: 8, scale: 3.4 };
const inCrown = (x, y) => [CROWN.x + x * CROWN.scale, CROWN.y + y * CROWN.scale];

const TRUNK = `<path d="M290 ${GROUND + 6} Q304 250 304 206 L316 196 L332 206 Q334 250 350 ${GROUND + 6} Z" fill="#9a6b4b" ${OUTLINE}/>`;

/** Branches as strokes: an outline under a brown line, as the learning art draws them. */
const BRANCHES = [
  ['M314 214 Q290 180 252 150 Q232 130 224 106', 12],
  ['M318 206 Q320 160 326 96', 12],
  ['M322 210 Q360 176 392 152 Q414 130 420 104', 12],
  ['M272 168 Q248 170 226 178', 7],
  ['M374 164 Q398 170 416 180', 7],
  ['M322 150 Q344 132 356 112', 6],
  ['M320 140 Q300 124 290 104', 6],
];
const branches = () => {
  const d = (w) =>
    BRANCHES.filter(([, width]) => width === w)
      .map(([p]) => p)
      .join(' ');
  return [12, 7, 6]
    .map(
      (w) =>
        `<path d="${d(w)}" fill="none" stroke="${INK}" stroke-width="${w + 6}" stroke-linecap="round"/><path d="${d(w)}" fill="none" stroke="#9a6b4b" stroke-width="${w}" stroke-linecap="round"/>`,
    )
    .join('');
};

/** Where the blossoms, apricots and coloured patches sit, in the crown's 100x100 box. */
const random = rng(12);
const SPOTS = [
  [28, 28],
  [48, 16],
  [68, 24],
  [20, 46],
  [40, 36],
  [60, 40],
  [80, 44],
  [34, 56],
  [54, 56],
  [72, 58],
  [44, 24],
  [86, 34],
  [14, 36],
];
const SPRING_LEAVES = '#f8c8dc';
const CROWN_COLOURS = [
  [8.6, SPRING_LEAVES],
  // Through a pale green, so the pink does not turn grey on its way to green.
  [9.3, '#cfe6b4'],
  [10, '#3aa35b'],
  [18, '#3aa35b'],
  [19.8, '#f08c3a'],
];

const DEFS =
  `<defs><g id="bloom"><g fill="#fff"><circle cx="0" cy="-3" r="2.4"/><circle cx="3" cy="-0.8" r="2.4"/><circle cx="1.9" cy="2.6" r="2.4"/><circle cx="-1.9" cy="2.6" r="2.4"/><circle cx="-3" cy="-0.8" r="2.4"/></g><circle r="1.6" fill="#f6c343"/></g>` +
  `<g id="apricot"><circle r="5" fill="#f6a23c" stroke="${INK}" stroke-width="1.6"/><circle cx="-1.6" cy="-1.6" r="1.3" fill="#ffd89a"/><path d="M0 -5 q3 -3 5 -2" fill="none" stroke="#1f6e3a" stroke-width="1.4"/></g>` +
  `<path id="leaf" d="M-5 0 q5 -6 10 0 q-5 6 -10 0 Z" stroke="${INK}" stroke-width="1.6"/></defs>`;

/** The crown in its season: blossom, then leaves and fruit, then autumn colours fading away. */
function crown(t) {
  const bare = step(t, 21.5, 27);
  if (bare >= 1) return '';
  const colour = colorAt(CROWN_COLOURS, t);
  const bloom = 1 - step(t, 8.6, 10);
  const fruit = step(t, 11, 13.5) * (1 - step(t, 17.6, 18.8));
  const autumn = step(t, 18.6, 20);
  const dots = SPOTS.map(([x, y], i) => {
    const parts = [];
    if (bloom > 0)
      parts.push(`<use href="#bloom" x="${x}" y="${y}" opacity="${bloom.toFixed(2)}"/>`);
    if (fruit > 0 && i % 2 === 0)
      parts.push(
        `<use href="#apricot" transform="translate(${x} ${y}) scale(${(0.4 + 0.6 * fruit).toFixed(2)})"/>`,
      );
    if (autumn > 0)
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${i % 3 === 0 ? 3 : 5}" fill="${i % 3 === 0 ? '#d9485f' : '#f6c343'}" opacity="${autumn.toFixed(2)}"/>`,
      );
    return parts.join('');
  });
  return `<g transform="translate(${CROWN.x} ${CROWN.y}) scale(${CROWN.scale})" opacity="${(1 - bare).toFixed(2)}"><path d="${CROWN_PATH}" fill="${colour}" stroke="${INK}" stroke-width="0.9" stroke-linejoin="round"/>${dots.join('')}</g>`;
}

// ---------------------------------------------------------------- things that fall

const PETALS = Array.from({ length: 14 }, () => ({
  x: 170 + random() * 300,
  y: 60 + random() * 160,
  phase: random(),
}));
const LEAVES = Array.from({ length: 22 }, (_, i) => {
  const [x, y] = inCrown(...SPOTS[i % SPOTS.length]);
  return {
    x,
    y,
    start: 19.6 + (i / 22) * 6.4 + random() * 0.4,
    colour: ['#f6c343', '#f08c3a', '#d9485f'][i % 3],
    drift: (random() - 0.5) * 160,
  };
});
const FLAKES = Array.from({ length: 46 }, () => ({
  x: random() * W,
  speed: 30 + random() * 30,
  phase: random() * 400,
  size: 2 + random() * 2.5,
}));

/** Blossom petals drifting down in spring. */
function petals(t) {
  const show = visible(t, 1, 10, 1);
  if (show <= 0) return '';
  const each = PETALS.map(({ x, y, phase }) => {
    const k = (t * 0.12 + phase) % 1;
    const py = y + k * (GROUND - y);
    const px = x + Math.sin((t + phase * 6) * 2) * 10;
    return `<ellipse cx="${n(px)}" cy="${n(py)}" rx="3.5" ry="2.2" fill="#fff"/>`;
  });
  return `<g opacity="${show.toFixed(2)}" stroke="#f49ac1" stroke-width="1">${each.join('')}</g>`;
}

/**
 * Autumn leaves: each falls once, swaying, and then lies on the ground. Those still falling are
 * drawn in front of the tree, those lying are drawn under the snow, which covers them.
 */
function fallingLeaves(t, { lying }) {
  if (t < 19.6) return '';
  const each = LEAVES.filter((leaf) => t > leaf.start && t > leaf.start + 3.2 === lying).map(
    ({ x, y, start, colour, drift }) => {
      const k = step(t, start, start + 3.2, (v) => v);
      const px = x + drift * k + Math.sin((t - start) * 3) * 12 * (1 - k);
      const py = y + (GROUND + 4 - y) * k;
      const turn = k < 1 ? Math.sin((t - start) * 4) * 50 : 10;
      return `<use href="#leaf" fill="${colour}" transform="translate(${n(px)} ${n(py)}) rotate(${n(turn)}) scale(1.3)"/>`;
    },
  );
  return each.join('');
}

function snow(t) {
  const show = visible(t, 26.6, 36.5, 1.2);
  if (show <= 0) return '';
  const each = FLAKES.map(({ x, speed, phase, size }) => {
    const y = ((t * speed + phase) % 400) - 20;
    return `<circle cx="${n(x + Math.sin(t + phase) * 8)}" cy="${n(y)}" r="${size.toFixed(1)}"/>`;
  });
  return `<g fill="#fff" opacity="${show.toFixed(2)}">${each.join('')}</g>`;
}

// ---------------------------------------------------------------- the frame

const SKY_TOP = [
  [0, '#8fd0f0'],
  [10, '#5fb8ea'],
  [18, '#5fb8ea'],
  [20, '#a9c4d6'],
  [27, '#a9c4d6'],
  [29, '#b9c7d3'],
];
const SKY_BOTTOM = [
  [0, '#e3f2fb'],
  [10, '#d7eefa'],
  [18, '#d7eefa'],
  [20, '#f1e6d2'],
  [27, '#f1e6d2'],
  [29, '#eef2f5'],
];
const GRASS = [
  [0, '#9fd98a'],
  [10, '#6fbf62'],
  [18, '#6fbf62'],
  [21, '#b7b565'],
];

function frame(t) {
  const sun = visible(t, 9.6, 19, 1);
  const snowDepth = 16 * step(t, 27.5, 32);
  const snowOnBranches = step(t, 28, 31.5);
  const beeOn = visible(t, 2, 10.2, 0.6);
  const bee = () => {
    const a = t * 1.4;
    const x = 320 + 190 * Math.cos(a);
    const y = 150 + 50 * Math.sin(2 * a);
    return put(art('bee'), { x, y: y + 20, size: 44, flip: Math.sin(a) > 0, opacity: beeOn });
  };
  const buds = visible(t, 29.5, 36.5, 1);
  return [
    DEFS,
    sky(colorAt(SKY_TOP, t), colorAt(SKY_BOTTOM, t)),
    sun > 0 ? put(art('sun'), { x: 560, y: 130 - 16 * sun, size: 90, opacity: sun }) : '',
    `<path d="M-10 ${GROUND} Q320 ${GROUND - 22} 650 ${GROUND} V370 H-10 Z" fill="${colorAt(GRASS, t)}" ${OUTLINE}/>`,
    fallingLeaves(t, { lying: true }),
    snowDepth > 0.5
      ? `<path d="M-10 ${n(GROUND - snowDepth)} Q320 ${n(GROUND - 22 - snowDepth)} 650 ${n(GROUND - snowDepth)} V370 H-10 Z" fill="#fff" ${OUTLINE}/>`
      : '',
    TRUNK,
    branches(),
    // Snow lies along the top of the branches: their own paths, nudged up and broken into patches.
    snowOnBranches > 0
      ? `<path d="${BRANCHES.map(([p]) => p).join(' ')}" transform="translate(0 -5)" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-dasharray="16 14" opacity="${snowOnBranches.toFixed(2)}"/>`
      : '',
    buds > 0
      ? `<g fill="#6fbf62" stroke="${INK}" stroke-width="1.5" opacity="${buds.toFixed(2)}"><circle cx="224" cy="104" r="4"/><circle cx="326" cy="94" r="4"/><circle cx="420" cy="102" r="4"/><circle cx="356" cy="110" r="3.5"/><circle cx="290" cy="102" r="3.5"/><circle cx="226" cy="178" r="3.5"/><circle cx="416" cy="180" r="3.5"/></g>`
      : '',
    crown(t),
    petals(t),
    fallingLeaves(t, { lying: false }),
    beeOn > 0 ? bee() : '',
    snow(t),
  ].join('');
}

export default {
  id: 'tree-seasons',
  seconds: 36,
  poster: 14,
  music: { seed: 8, beat: 0.5 },
  captions: [
    {
      from: 0.4,
      to: 5.2,
      hy: 'Գարուն է։ Ծիրանենին ծածկված է սպիտակ ու վարդագույն ծաղիկներով։',
      ru: 'Весна. Абрикосовое дерево всё в бело-розовых цветах.',
      en: 'Spring. The apricot tree is covered in white and pink blossom.',
    },
    {
      from: 5.6,
      to: 9.8,
      hy: 'Մեղուները ծաղկափոշին տանում են ծաղկից ծաղիկ, որպեսզի պտուղներ աճեն։',
      ru: 'Пчёлы переносят пыльцу с цветка на цветок, чтобы выросли плоды.',
      en: 'Bees carry pollen from flower to flower, so that fruit can grow.',
    },
    {
      from: 10.4,
      to: 17.4,
      hy: 'Ամառ է։ Կանաչ տերևները որսում են արևի լույսը, և քաղցր ծիրաններ են հասունանում։',
      ru: 'Лето. Зелёные листья ловят солнечный свет, и зреют сладкие абрикосы.',
      en: 'Summer. The green leaves catch the sunlight, and sweet apricots ripen.',
    },
    {
      from: 18.4,
      to: 25.6,
      hy: 'Աշուն է։ Տերևները դառնում են դեղին, նարնջագույն ու կարմիր և թափվում գետնին։',
      ru: 'Осень. Листья желтеют, рыжеют и краснеют, а потом опадают на землю.',
      en: 'Autumn. The leaves turn yellow, orange and red, and fall to the ground.',
    },
    {
      from: 26.4,
      to: 31,
      hy: 'Ձմեռ է։ Ծառը հանգստանում է, իսկ նրա բողբոջները գարնանն են սպասում։',
      ru: 'Зима. Дерево отдыхает, а его почки ждут весны.',
      en: 'Winter. The tree is resting, and its buds are waiting for spring.',
    },
    {
      from: 31.6,
      to: 35.4,
      hy: 'Երբ գարունը գա, ծառը նորից կծաղկի։',
      ru: 'Когда придёт весна, дерево снова зацветёт!',
      en: 'When spring comes, the tree will blossom again!',
    },
  ],
  frame,
};
