export * from './server';
export * from './browser';
export * from './product';
export * from './api';
export * from './xss';
