/**
 * Big and small dinosaurs, to scale: we start close to a Compsognathus (about 1 m long, the
 * size of a chicken), a child of 1.1 m walks up beside it, and the camera pulls back until a
 * Brachiosaurus (12.5 m tall, about 21 m long) fills the picture, next to a four-storey house.
 * Everything stands in one world measured in metres; only the camera moves.
 */
import { INK, OUTLINE, W, art, clamp, lerp, n, smooth, step, strokes, visible } from '../kit.mjs';
import { sky } from './scenery.mjs';

/** Where the ground is on screen, whatever the zoom. */
const GROUND = 318;

// ---------------------------------------------------------------- the drawings, each in its own units

/** Compsognathus in centimetres, feet on y=40, 91 cm from tail to snout. */
const COMPSOGNATHUS = {
  unit: 0.01,
  anchor: [45, 40],
  height: 40,
  draw: (blink) =>
    `<g ${OUTLINE}>` +
    `<path d="M49 25 C55 29 55 33 51 37 L52 40 L58 40" fill="none" stroke="${INK}" stroke-width="7"/><path d="M49 25 C55 29 55 33 51 37 L52 40 L58 40" fill="none" stroke="#c47a1f" stroke-width="3"/>` +
    `<path d="M0 15 Q20 14 36 16 C44 12 56 12 60 15 Q66 10 70 6 Q74 2 82 3 Q90 4 91 8 Q86 11 78 11 Q72 12 68 17 Q66 24 58 27 C50 30 40 30 36 24 Q20 19 0 15 Z" fill="#e9a13b"/>` +
    `<path d="M41 23 C47 27 47 31 43 36 L44 40 L50 40" fill="none" stroke="${INK}" stroke-width="7"/><path d="M41 23 C47 27 47 31 43 36 L44 40 L50 40" fill="none" stroke="#e9a13b" stroke-width="3"/>` +
    `<path d="M62 19 L66 24 L69 23" fill="none" stroke="${INK}" stroke-width="5"/><path d="M62 19 L66 24 L69 23" fill="none" stroke="#e9a13b" stroke-width="1.8"/>` +
    `<path d="M30 17 l2 -3 M38 15 l2 -3 M46 14 l2 -3" fill="none" stroke="#c47a1f" stroke-width="2.5"/>` +
    (blink
      ? `<path d="M76.5 6 Q79 8 81.5 6" fill="none" stroke-width="2"/>`
      : `<circle cx="79" cy="6" r="2.6" fill="#fff" stroke-width="2"/><circle cx="79.5" cy="6" r="1.3" fill="${INK}" stroke="none"/>`) +
    `</g>`,
};

/** A child of 1.1 m in centimetres, seen from the front, feet on y=110. */
const CHILD = {
  unit: 0.01,
  anchor: [0, 110],
  height: 110,
  draw: () =>
    `<g ${OUTLINE}>` +
    `<path d="M-11 70 V104 H-3 V70 Z M3 70 V104 H11 V70 Z" fill="#2b4a7a"/>` +
    `<ellipse cx="-7" cy="106" rx="7" ry="4" fill="#d9485f"/><ellipse cx="7" cy="106" rx="7" ry="4" fill="#d9485f"/>` +
    `<path d="M-14 44 Q-20 60 -20 72 M14 44 Q20 60 20 72" fill="none" stroke="${INK}" stroke-width="9"/><path d="M-14 44 Q-20 60 -20 72 M14 44 Q20 60 20 72" fill="none" stroke="#f3c9a0" stroke-width="5"/>` +
    `<path d="M-14 36 Q0 32 14 36 Q17 56 14 74 H-14 Q-17 56 -14 36 Z" fill="#f08c3a"/>` +
    `<circle cx="0" cy="18" r="15" fill="#f3c9a0"/>` +
    `<path d="M-15 17 Q-15 2 0 2 Q15 2 15 17 Q10 9 0 10 Q-8 10 -15 17 Z" fill="#6b4a33"/>` +
    `<circle cx="-5" cy="19" r="1.8" fill="${INK}" stroke="none"/><circle cx="5" cy="19" r="1.8" fill="${INK}" stroke="none"/>` +
    `<path d="M-5 25 Q0 29 5 25" fill="none" stroke-width="2"/>` +
    `<circle cx="-9" cy="24" r="2.5" fill="#f49ac1" stroke="none"/><circle cx="9" cy="24" r="2.5" fill="#f49ac1" stroke="none"/>` +
    `</g>`,
};

/**
 * Brachiosaurus in decimetres, feet on y=125 (12.5 m to the top of the head), 20.7 m long.
 * Its front legs are longer than its back legs, so its back slopes down from the shoulders.
 */
const BRACHIOSAURUS = {
  unit: 0.1,
  anchor: [0, 125],
  height: 125,
  draw: () =>
    `<g ${OUTLINE}>` +
    `<path d="M70 84 V122 Q70 125 73 125 H84 V84 Z M140 80 V122 Q140 125 143 125 H154 V80 Z" fill="#6fbf62"/>` +
    `<path d="M0 84 Q30 72 62 58 C88 44 118 42 136 50 C146 34 158 18 174 8 Q184 1 194 3 Q204 6 207 12 Q206 18 198 18 L186 18 Q170 28 162 48 C158 64 154 76 146 84 C130 96 92 96 74 90 Q50 86 0 84 Z" fill="#9fd98a"/>` +
    `<path d="M60 84 V122 Q60 125 63 125 H75 V86 Z M126 82 V122 Q126 125 129 125 H141 V82 Z" fill="#9fd98a"/>` +
    `<circle cx="100" cy="58" r="3.5" fill="#6fbf62" stroke="none"/><circle cx="114" cy="54" r="2.5" fill="#6fbf62" stroke="none"/><circle cx="86" cy="64" r="2.5" fill="#6fbf62" stroke="none"/>` +
    `<circle cx="190" cy="9" r="3.2" fill="#fff" stroke-width="2.5"/><circle cx="190.6" cy="9" r="1.6" fill="${INK}" stroke="none"/>` +
    `<path d="M203 15 Q199 16 195 15" fill="none" stroke-width="2"/>` +
    `</g>`,
};

/** A four-storey house, 12.6 m tall, in decimetres. */
const HOUSE = {
  unit: 0.1,
  anchor: [0, 126],
  height: 126,
  draw: () => {
    const windows = [];
    for (let floor = 0; floor < 4; floor++)
      for (const x of [8, 28, 48])
        if (!(floor === 0 && x === 28))
          windows.push(`<rect x="${x}" y="${14 + floor * 28}" width="12" height="14" rx="1.5"/>`);
    return (
      `<g ${OUTLINE}><rect x="0" y="6" width="68" height="120" fill="#f4e3b5"/><rect x="-3" y="0" width="74" height="7" fill="#d9485f"/>` +
      `<g fill="#bfe3f5">${windows.join('')}</g><rect x="27" y="102" width="14" height="24" fill="#9a6b4b"/></g>`
    );
  },
};

/** A tall conifer for Brachiosaurus to browse, 14 m, in decimetres. */
const CONIFER = {
  unit: 0.1,
  anchor: [0, 140],
  height: 140,
  draw: () =>
    `<g ${OUTLINE}><path d="M-3 140 L-2 20 H2 L3 140 Z" fill="#9a6b4b"/>` +
    `<path d="M0 0 Q14 14 24 34 Q8 32 0 36 Q-8 32 -24 34 Q-14 14 0 0 Z M0 28 Q18 44 30 62 Q10 58 0 62 Q-10 58 -30 62 Q-18 44 0 28 Z" fill="#3aa35b"/></g>`,
};

const FERN = { unit: 0.0075, anchor: [50, 100], height: 90, draw: () => art('fern') };

// ---------------------------------------------------------------- the camera

/** [time, pixels per metre, world x in the middle of the screen] */
const CAMERA = [
  [0, 330, 0.02],
  [5.6, 330, 0.02],
  [8.4, 150, 0.9],
  [11.6, 150, 0.9],
  [18.6, 21, -7.5],
  [20.4, 21, -7.5],
  [23, 17, -11.5],
  [28.6, 17, -11.5],
  [31.4, 21, -7.5],
];

function camera(t) {
  let i = CAMERA.findIndex(([at]) => at > t);
  if (i === -1) i = CAMERA.length;
  if (i === 0) i = 1;
  const [t0, p0, x0] = CAMERA[i - 1];
  const [t1, p1, x1] = CAMERA[Math.min(i, CAMERA.length - 1)];
  const k = t1 > t0 ? smooth(clamp((t - t0) / (t1 - t0))) : 1;
  // Zooming in equal ratios per second feels steady; a straight line would rush the end.
  return { ppm: Math.exp(lerp(Math.log(p0), Math.log(p1), k)), cx: lerp(x0, x1, k) };
}

/**
 * Draws a thing standing at world x (metres). Outlines stay about 3 px wide on screen, thinner
 * only for things so small on screen that a 3 px outline would swallow them.
 */
function stand(thing, x, cam, { lift = 0, opacity = 1, ...state } = {}) {
  const s = cam.ppm * thing.unit;
  const heightPx = thing.height * s;
  if (heightPx < 1) return '';
  const px = clamp(heightPx / 40, 0.6, 3);
  const sx = W / 2 + (x - cam.cx) * cam.ppm;
  if (sx < -thing.height * s * 3 || sx > W + thing.height * s * 3) return '';
  const markup = strokes(thing.draw(state.blink), px / 3 / s);
  const fade = opacity < 1 ? ` opacity="${opacity.toFixed(2)}"` : '';
  return `<g transform="translate(${n(sx)} ${n(GROUND - lift)}) scale(${s.toFixed(4)}) translate(${-thing.anchor[0]} ${-thing.anchor[1]})"${fade}>${markup}</g>`;
}

// ---------------------------------------------------------------- the frame

function frame(t) {
  const cam = camera(t);
  // The little one trots in, then stands; the child walks in from the right.
  const compyX = lerp(-0.7, 0, step(t, 0, 1.8));
  const hop = t < 1.8 ? Math.abs(Math.sin(t * 9)) * 6 : 0;
  const childX = lerp(3.2, 1.5, step(t, 5.8, 8.6));
  const childHop = t > 5.8 && t < 8.6 ? Math.abs(Math.sin(t * 8)) * 0.04 * cam.ppm : 0;
  const blink = [3.2, 9.4, 14.1].some((at) => t >= at && t < at + 0.16);
  const house = visible(t, 20.6, 29.4, 0.8);
  // A ring around the two small ones, so they can still be found when they are tiny.
  const ring = visible(t, 17.6, 35.5, 0.8);
  const ringX = W / 2 + (0.75 - cam.cx) * cam.ppm;
  return [
    sky('#8fd0f0', '#e6f5fb'),
    `<path d="M-10 ${GROUND - 40} C120 ${GROUND - 80} 240 ${GROUND - 70} 360 ${GROUND - 44} S560 ${GROUND - 84} 650 ${GROUND - 56} V${GROUND} H-10 Z" fill="#cfe8b8"/>`,
    `<rect x="-10" y="${GROUND}" width="${W + 20}" height="60" fill="#dcc68e" ${OUTLINE}/>`,
    house > 0 ? stand(HOUSE, -27.5, cam, { opacity: house }) : '',
    stand(CONIFER, 5, cam),
    stand(BRACHIOSAURUS, -18, cam),
    stand(FERN, -1.1, cam),
    stand(COMPSOGNATHUS, compyX, cam, { lift: hop, blink }),
    stand(CHILD, childX, cam, { lift: childHop }),
    stand(FERN, 2.5, cam),
    ring > 0
      ? `<ellipse cx="${n(ringX)}" cy="${GROUND - 14}" rx="${n(28 + 3 * Math.sin(t * 4))}" ry="${n(24 + 3 * Math.sin(t * 4))}" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="6 5" opacity="${ring.toFixed(2)}"/>`
      : '',
  ].join('');
}

export default {
  id: 'big-and-small',
  seconds: 36,
  poster: 24,
  music: { seed: 5, beat: 0.5 },
  // The camera zooms for most of the clip, so it is squeezed a little harder to stay small.
  crf: 43,
  captions: [
    {
      from: 0.4,
      to: 5.4,
      hy: 'Ծանոթացիր՝ սա կոմպսոգնաթն է։ Այս փոքրիկ դինոզավրը մոտ հավի չափ էր։',
      ru: 'Знакомься: это компсогнат. Этот динозаврик был размером примерно с курицу.',
      en: 'Meet Compsognathus. This little dinosaur was about the size of a chicken.',
    },
    {
      from: 6,
      to: 11.4,
      hy: 'Երեխայի կողքին նա շատ փոքրիկ է թվում։ Նա միայն ծնկիդ կհասներ։',
      ru: 'Рядом с ребёнком он совсем крошечный — ростом тебе по колено.',
      en: 'Next to a child it looks tiny. It would only come up to your knee.',
    },
    {
      from: 12,
      to: 18.4,
      hy: 'Իսկ հիմա նայիր վերև՝ սա բրախիոզավրն է։',
      ru: 'А теперь посмотри наверх: это брахиозавр!',
      en: 'Now look up: here is Brachiosaurus!',
    },
    {
      from: 19,
      to: 25,
      hy: 'Բրախիոզավրը չորսհարկանի շենքի բարձրության էր։',
      ru: 'Брахиозавр был высотой с четырёхэтажный дом.',
      en: 'Brachiosaurus was as tall as a four-storey building.',
    },
    {
      from: 25.6,
      to: 30.6,
      hy: 'Նրա առջևի ոտքերը հետևիներից երկար էին։ Նա տերևներ էր ուտում բարձր ծառերի կատարներից։',
      ru: 'Передние ноги у него были длиннее задних. Он ел листья с верхушек высоких деревьев.',
      en: 'Its front legs were longer than its back legs. It ate leaves from the tops of tall trees.',
    },
    {
      from: 31,
      to: 35.4,
      hy: 'Թե՛ հսկան, թե՛ փոքրիկը՝ երկուսն էլ դինոզավրեր էին։',
      ru: 'Огромный и крошечный — оба были динозаврами!',
      en: 'Huge or tiny, both of them were dinosaurs!',
    },
  ],
  frame,
};
