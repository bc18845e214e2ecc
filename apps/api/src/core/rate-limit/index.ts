export * from './rate-limit';
export * from './window-store';
export * from './route-throttler.guard';
