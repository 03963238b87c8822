/**
 * How a fossil forms, as a cut through the ground: a Triceratops by a river; its bones; the
 * river's mud and then many more layers burying them; water with minerals seeping down while
 * the bones turn to stone; rain wearing the rock away until a bone shows; a palaeontologist
 * brushing it free.
 */
import { INK, OUTLINE, W, art, colorAt, lerp, n, put, rng, step, visible } from '../kit.mjs';
import { sky } from './scenery.mjs';

/** Screen y of the ground the Triceratops walked on; the bones stay here all through the clip. */
const FLOOR = 250;

/**
 * The layers, bottom first: [colour, thickness, start, end of the time it is laid down]. The
 * river's mud and sand (the first three) just cover the skeleton.
 */
const LAYERS = [
  ['#8a6a4a', 40, 11.8, 13.4],
  ['#d9b77c', 30, 13.8, 15],
  ['#b9875a', 26, 15.4, 16.5],
  ['#e3c48f', 24, 16.9, 17.9],
  ['#a97b52', 24, 18.3, 19.3],
  ['#d4a86f', 22, 19.7, 20.6],
  ['#c99a64', 22, 21, 21.9],
];
const ALL_LAYERS = LAYERS.reduce((sum, [, thickness]) => sum + thickness, 0);
/** Rain wears the ground down until only the tips of the skull's horns show. */
const WORN_TO = 168;

/** Where the surface is: rising as layers are laid down, then worn down again by rain. */
function surface(t) {
  const laid = LAYERS.reduce((sum, [, thick, from, to]) => sum + step(t, from, to) * thick, 0);
  const worn = step(t, 28.8, 32.6) * (ALL_LAYERS - (FLOOR - WORN_TO));
  return FLOOR - laid + worn;
}

/** The layers as bands between their tops and the surface, seen in a cut through the ground. */
function layers(t, top) {
  const bands = [];
  let bottom = FLOOR;
  for (const [colour, thickness, from, to] of LAYERS) {
    const height = step(t, from, to) * thickness;
    const upper = Math.max(bottom - height, top);
    if (upper < bottom - 0.1)
      bands.push(
        `<rect x="-10" y="${n(upper)}" width="${W + 20}" height="${n(bottom - upper)}" fill="${colour}"/>`,
      );
    bottom -= height;
  }
  return bands.join('') + `<path d="M-10 ${n(top)} H${W + 10}" stroke="${INK}" stroke-width="3"/>`;
}

// ---------------------------------------------------------------- the Triceratops and its bones

/**
 * A Triceratops skeleton lying on its side, in a 100x40 box with the ground at y=40: skull with
 * frill and three horns on the right, backbone, ribs, hips and legs.
 */
function skeleton(bone) {
  const ribs = [38, 43, 48, 53, 58]
    .map((x) => `M${x} ${24 - (x > 45 ? 1 : 0)} Q${x + 4} 32 ${x - 1} 38`)
    .join(' ');
  const legs =
    'M60 30 L66 36 L72 38 M62 31 L57 37 L52 38 M30 30 L24 35 L28 39 M32 30 L38 36 L44 38';
  const spine = [6, 11, 16, 21, 26, 31, 36, 41, 46, 51, 56, 61, 66]
    .map((x) => {
      const y = 31 - 8 * Math.sin(((x - 6) / 60) * Math.PI) - (x < 20 ? (20 - x) * -0.25 : 0);
      return `<circle cx="${x}" cy="${n(y)}" r="${x < 20 ? 1.8 : 2.6}"/>`;
    })
    .join('');
  return (
    `<g stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${ribs} ${legs}" fill="none" stroke="${INK}" stroke-width="5"/><path d="${ribs} ${legs}" fill="none" stroke="${bone}" stroke-width="2.4"/>` +
    `<g fill="${bone}" stroke="${INK}" stroke-width="1.4">${spine}<ellipse cx="31" cy="27" rx="7" ry="4.5"/>` +
    `<path d="M66 18 Q74 2 84 10 Q80 16 82 20 L94 28 Q98 32 94 35 L78 36 Q70 34 66 26 Z"/>` +
    `<path d="M80 16 Q86 8 96 6 Q90 12 84 19 Z M86 19 Q92 13 99 13 Q94 18 88 22 Z M92 28 Q95 24 98 22 Q97 27 95 30 Z"/></g>` +
    `<circle cx="82" cy="23" r="2" fill="${INK}"/></g>`
  );
}

/** The skeleton on screen, lying on the old ground between x=170 and x=450. */
const bones = (colour) =>
  `<g transform="translate(170 ${FLOOR - 40 * 2.8}) scale(2.8)">${skeleton(colour)}</g>`;

/** Bones darken from fresh bone to stone as minerals fill them. */
const boneColour = (t) =>
  colorAt(
    [
      [23.5, '#f4e3b5'],
      [28.4, '#8f8577'],
    ],
    t,
  );

// ---------------------------------------------------------------- water, rain and the digger

const random = rng(7);
const DROPS = Array.from({ length: 40 }, () => ({ x: random() * W, phase: random() }));

/** Water seeping down through the layers, carrying minerals into the bones. */
function seeping(t, top) {
  const show = visible(t, 23, 28.6, 0.8);
  if (show <= 0) return '';
  const drops = DROPS.map(({ x, phase }) => {
    const y = top + ((t * 0.35 + phase) % 1) * (FLOOR - top + 10);
    return `<circle cx="${n(x)}" cy="${n(y)}" r="3" fill="#5fa8d3"/>`;
  });
  return `<g opacity="${(show * 0.85).toFixed(2)}">${drops.join('')}</g>`;
}

function rain(t, top) {
  const show = visible(t, 28.6, 33, 0.5);
  if (show <= 0) return '';
  const lines = DROPS.map(({ x, phase }) => {
    const y = ((t * 1.6 + phase) % 1) * (top + 20) - 20;
    return `M${n(x)} ${n(y)} l-4 12`;
  });
  return `<path d="${lines.join(' ')}" stroke="#5fa8d3" stroke-width="2.5" stroke-linecap="round" opacity="${show.toFixed(2)}"/>`;
}

/**
 * A palaeontologist kneeling at the dig, facing left, brushing. Drawn in a 100x100 box with
 * knees on y=100.
 */
function palaeontologist(t) {
  const brush = Math.sin(t * 10) * 5;
  return (
    `<g ${OUTLINE}>` +
    `<path d="M44 100 H78 Q84 100 84 94 V84 Q84 78 78 78 H56 Z" fill="#6b4a33"/>` +
    `<path d="M48 50 Q64 44 72 56 L78 84 H50 Q42 70 48 50 Z" fill="#3aa35b"/>` +
    `<path d="M54 58 Q40 70 ${n(30 + brush)} 80" fill="none" stroke="${INK}" stroke-width="9"/><path d="M54 58 Q40 70 ${n(30 + brush)} 80" fill="none" stroke="#f3c9a0" stroke-width="5"/>` +
    `<path d="M${n(30 + brush)} 80 l-8 10" stroke="${INK}" stroke-width="4"/><path d="M${n(18 + brush)} 92 h10 l-2 6 h-8 Z" fill="#f6c343"/>` +
    `<circle cx="52" cy="36" r="12" fill="#f3c9a0"/><circle cx="46" cy="36" r="1.8" fill="${INK}" stroke="none"/>` +
    `<path d="M34 30 Q52 26 70 30 Q62 26 60 18 Q52 12 44 18 Q42 26 34 30 Z" fill="#e3c48f"/>` +
    `</g>`
  );
}

/** The trench the palaeontologist digs round the bones, open to the sky. */
function trench(t, top) {
  const dug = step(t, 34.2, 38.4);
  if (dug <= 0) return '';
  const depth = lerp(0, FLOOR + 4 - top, dug);
  const half = lerp(60, 150, dug);
  return `<path d="M${n(310 - half)} ${n(top)} Q${n(310 - half + 8)} ${n(top + depth)} ${n(310 - half + 40)} ${n(top + depth)} H${n(310 + half - 40)} Q${n(310 + half - 8)} ${n(top + depth)} ${n(310 + half)} ${n(top)} Z" fill="url(#sky)" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`;
}

// ---------------------------------------------------------------- the frame

function frame(t) {
  const top = surface(t);
  const alive = 1 - step(t, 6.2, 8.2);
  const flood = visible(t, 10.8, 13.2, 0.8);
  const peek = visible(t, 31.8, 34.2, 0.4);
  const river = `<path d="M470 ${FLOOR} Q500 ${FLOOR + 14} 560 ${FLOOR + 14} Q620 ${FLOOR + 14} 650 ${FLOOR} Z" fill="#5fa8d3" stroke="${INK}" stroke-width="3"/>`;
  return [
    sky('#8fd0f0', '#e6f5fb'),
    put(art('cloud'), { x: 110 + t * 2, y: 96, size: 90 }),
    `<rect x="-10" y="${FLOOR}" width="${W + 20}" height="130" fill="#9a7550"/>`,
    `<g fill="#7d5c3d"><circle cx="80" cy="300" r="6"/><circle cx="240" cy="330" r="4"/><circle cx="520" cy="310" r="5"/><circle cx="400" cy="345" r="7"/></g>`,
    t < 13 ? river : '',
    layers(t, top),
    alive < 1 ? bones(boneColour(t)) : '',
    seeping(t, top),
    alive > 0
      ? put(art('dino-triceratops'), { x: 300, y: FLOOR + 6, size: 220, opacity: alive })
      : '',
    // Ferns grow on whatever the ground is at the time, and drown in the flood.
    t < 10.8
      ? put(art('fern'), { x: 40, y: top + 6, size: 60 }) +
        put(art('fern'), { x: 120, y: top + 6, size: 70 })
      : '',
    t > 22.4
      ? put(art('fern'), { x: 80, y: top + 6, size: 60 }) +
        put(art('fern'), { x: 600, y: top + 6, size: 70 })
      : '',
    flood > 0
      ? `<rect x="-10" y="${n(FLOOR - 40 * flood)}" width="${W + 20}" height="${n(40 * flood + 2)}" fill="#5fa8d3" opacity=".75"/>`
      : '',
    rain(t, top),
    trench(t, top),
    t > 34.2 ? bones(boneColour(t)) : '',
    peek > 0
      ? put(art('shape-star'), { x: 424, y: top - 14, size: 26 * peek, rotate: t * 40 })
      : '',
    t > 33.6
      ? put(palaeontologist(t), { x: 520, y: top + 2, size: 90, opacity: step(t, 33.6, 34.4) })
      : '',
  ].join('');
}

export default {
  id: 'how-a-fossil-forms',
  seconds: 40,
  poster: 26,
  music: { seed: 17, beat: 0.55 },
  captions: [
    {
      from: 0.4,
      to: 5,
      hy: 'Շատ-շատ վաղուց գետի մոտ մի տրիցերատոպս էր ապրում։',
      ru: 'Давным-давно у реки жил трицератопс.',
      en: 'Long, long ago, a Triceratops lived by a river.',
    },
    {
      from: 5.6,
      to: 10.4,
      hy: 'Երբ նա մահացավ, նրանից միայն ոսկորներ մնացին։',
      ru: 'Когда он умер, от него остались только кости.',
      en: 'When it died, only its bones were left.',
    },
    {
      from: 11,
      to: 16.4,
      hy: 'Գետը ոսկորները ծածկեց ցեխով ու ավազով։',
      ru: 'Река засыпала кости илом и песком.',
      en: 'The river covered the bones with mud and sand.',
    },
    {
      from: 17,
      to: 22.4,
      hy: 'Միլիոնավոր տարիների ընթացքում վրան նորանոր շերտեր կուտակվեցին։',
      ru: 'За миллионы лет сверху легло ещё много-много слоёв.',
      en: 'Over millions of years, more and more layers piled up on top.',
    },
    {
      from: 23,
      to: 28.4,
      hy: 'Ջուրը թափանցում էր ապարի միջով, և ոսկորները քիչ-քիչ քար դարձան։',
      ru: 'Вода просачивалась сквозь породу, и кости понемногу окаменели.',
      en: 'Water seeped through the rock, and little by little the bones turned to stone.',
    },
    {
      from: 29,
      to: 33.4,
      hy: 'Անձրևն ու քամին դանդաղ մաշեցին ապարը։ Նայի՛ր, ոսկոր։',
      ru: 'Дождь и ветер медленно разрушали камень. Смотри, кость!',
      en: 'Rain and wind slowly wore the rock away. Look, a bone!',
    },
    {
      from: 34,
      to: 39.4,
      hy: 'Պալեոնտոլոգները բրածոները զգուշությամբ են հանում՝ փոքրիկ խոզանակներով։',
      ru: 'Палеонтологи бережно откапывают окаменелости маленькими кисточками.',
      en: 'Palaeontologists carefully dig fossils out with little brushes.',
    },
  ],
  frame,
};
