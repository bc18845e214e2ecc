export * from './list-spec';
export * from './list-query';
export * from './paginate';
export * from './plain-page';
export * from './memory-page';
export * from './list.pipe';
export * from './search-index';
