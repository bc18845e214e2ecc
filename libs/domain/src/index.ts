export * from './roles';
export * from './user';
export * from './text';
export * from './format';
export * from './list';
export * from './messages';
export * from './iran';
export * from './accounting';
export * from './store';
export * from './support';
export * from './learning';
export * from './checks';
export * from './masks';
export * from './staff-matrix';
export * from './idempotency';
export * from './event-pass';
export * from './certificate';
export * from './waitlist';
export * from './exams';
export * from './answer-books';
export * from './page-widgets';
export * from './embed';
// The widget catalog (page-widget-catalog.ts) is imported by its path, '@daneshsara/domain/page-widget-catalog':
// through this barrel it would ride in the storefront's first load.
