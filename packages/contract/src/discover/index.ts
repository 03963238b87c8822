export * from './sources.ts';
export * from './encyclopedia.ts';
export * from './facts.ts';
export * from './books.ts';
export * from './videos.ts';
export * from './games.ts';
export * from './stages.ts';
