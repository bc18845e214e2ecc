export * from './server';
export * from './browser';
