export * from './load.ts';
