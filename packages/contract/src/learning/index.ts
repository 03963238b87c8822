export * from './text.ts';
export * from './activity-types/index.ts';
export { defineActivityType, type ActivityTypeDefinition } from './activity-types/define.ts';
export * from './content-files.ts';
export * from './api.ts';
export * from './stars.ts';
