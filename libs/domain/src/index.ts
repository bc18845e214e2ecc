export * from './roles';
export * from './user';
export * from './text';
export * from './format';
export * from './list';
export * from './messages';
export * from './iran';
export * from './accounting';
