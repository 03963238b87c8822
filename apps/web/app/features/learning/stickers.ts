/**
 * A dinosaur sticker for every completed lesson: the nth lesson a child completes in a module
 * earns the nth sticker of the set, so each module's shelf fills up left to right. They are the
 * curriculum's own pictures (content/learning/art), served by the API. Each one shows a
 * dinosaur, as the lesson-completed modal promises (the egg alone is no sticker), and the first
 * ones are the best known.
 */
export const STICKERS = [
  'dino-triceratops',
  'dino-stegosaurus',
  'dino-brachiosaurus',
  'dino-trex',
  'dino-ankylosaurus',
  'dino-parasaurolophus',
  'dino-spinosaurus',
  'dino-velociraptor',
  'dino-hatchling',
] as const;

export function stickerUrl(position: number): string {
  return `/api/dino/art/${STICKERS[position % STICKERS.length]}.svg`;
}
