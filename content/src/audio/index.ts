export * from './line-id.ts';
export * from './lines.ts';
export * from './manifest.ts';
export * from './spoken-text.ts';
