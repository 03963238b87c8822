export * from './constants.ts';
export * from './cookies.ts';
export * from './messages/index.ts';
export * from './validation.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './country.ts';
export * from './learning/index.ts';
