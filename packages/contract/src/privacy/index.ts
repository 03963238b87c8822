export * from './rules.ts';
export * from './settings.ts';
export * from './schemas.ts';
