export * from './load.ts';
export * from './problems.ts';
export { checkSvg, type ArtFile } from './art.ts';
