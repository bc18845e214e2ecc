/**
 * What a page the server drew needs before it hydrates, loaded only then (main.tsx): TanStack
 * Query's hydrate is not part of every first load.
 */
export { hydrate } from '@tanstack/react-query';
