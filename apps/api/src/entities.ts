import { UMA_ENTITIES } from './modules/uma';

/** Every entity of every module: the one list TypeORM and the migration generator read. */
export const ALL_ENTITIES = [...UMA_ENTITIES];
