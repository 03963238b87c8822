export * from './voice-lines.ts';
export * from './rules.ts';
export * from './api.ts';
export * from './manifest-file.ts';
