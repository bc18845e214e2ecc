export * from './permissions';
export * from './auth-user';
export * from './decorators';
export * from './guards';
export * from './authenticator';
