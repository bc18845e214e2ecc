export * from './rate-limit';
export * from './window-store';
