export * from './load.ts';
export * from './problems.ts';
export { artKeysIn, checkSvg, type ArtFile } from './art.ts';
