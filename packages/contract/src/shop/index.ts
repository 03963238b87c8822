export * from './content-files.ts';
export * from './rules.ts';
export * from './api.ts';
