export * from './content-files.ts';
export * from './orders.ts';
export * from './api.ts';
