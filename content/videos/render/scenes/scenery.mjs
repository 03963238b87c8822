/** Backgrounds several clips share: skies, ground, a dinosaur nest. */
import { INK, OUTLINE, W, n } from '../kit.mjs';

/** A sky fading from `top` to `bottom`; the gradient id must be unique within the frame. */
export const sky = (top, bottom, id = 'sky') =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="360" fill="url(#${id})"/>`;

/** Ground from height `y` down, with a gently wavy edge. */
export const ground = (y, fill, wave = 6) =>
  `<path d="M-10 ${y} Q160 ${y - wave} 320 ${y} T650 ${y} V370 H-10 Z" fill="${fill}" ${OUTLINE}/>`;

/** Rolling hills far away, in a paler colour and without outlines so they stay behind. */
export const hills = (y, fill) =>
  `<path d="M-10 ${y} C80 ${y - 50} 160 ${y - 50} 250 ${y - 10} S420 ${y - 70} 520 ${y - 20} S620 ${y - 40} 650 ${y - 30} V370 H-10 Z" fill="${fill}"/>`;

/**
 * A nest of earth, like the mounds Maiasaura and other duck-billed dinosaurs dug: the back is
 * drawn before the eggs and the front rim after, so the eggs sit down inside it. `floor(dx)` is
 * how far below the middle line the rim hides things `dx` pixels from the centre.
 */
export function nest({ x, y, rx, ry, rim = 12 }) {
  const back = `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="#9a6b4b" ${OUTLINE}/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx - rim)}" ry="${n(ry - rim)}" fill="#6b4a33"/>`;
  const front =
    `<path d="M${n(x - rx)} ${n(y)} A${n(rx)} ${n(ry)} 0 0 0 ${n(x + rx)} ${n(y)} L${n(x + rx - rim)} ${n(y)} A${n(rx - rim)} ${n(ry - rim)} 0 0 1 ${n(x - rx + rim)} ${n(y)} Z" fill="#9a6b4b" ${OUTLINE}/>` +
    `<path d="M${n(x - rx * 0.55)} ${n(y + ry - 5)} q14 3 28 1 M${n(x + rx * 0.3)} ${n(y + ry - 5)} q14 1 28 -2" fill="none" stroke="${INK}" stroke-width="2.5" stroke-linecap="round" opacity=".4"/>`;
  const floor = (dx) => (ry - rim) * Math.sqrt(Math.max(0, 1 - (dx / (rx - rim)) ** 2));
  return { back, front, floor };
}
