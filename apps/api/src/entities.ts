import { LMA_ENTITIES, RegistrationPassSubscriber } from './modules/lma';
import { CMA_ENTITIES } from './modules/cma';
import { STORE_ENTITIES } from './modules/store';
import { MMA_ENTITIES } from './modules/mma';
import { DMA_ENTITIES } from './modules/dma';
import { ACCOUNTING_ENTITIES, UserWalletSubscriber } from './modules/accounting';
import { UMA_ENTITIES } from './modules/uma';
import { IdempotencyKey } from './core/idempotency/idempotency.entity';
import { ExportTask } from './core/exports/export-task.entity';

/** Every entity of every module: the one list TypeORM and the migration generator read. */
export const ALL_ENTITIES = [IdempotencyKey, ...UMA_ENTITIES, ...ACCOUNTING_ENTITIES, ...DMA_ENTITIES, ...MMA_ENTITIES, ...CMA_ENTITIES, ...STORE_ENTITIES, ...LMA_ENTITIES, ExportTask];

/** Entity subscribers: what must be written with a row (a user's wallet, a registration's pass code). */
export const ALL_SUBSCRIBERS = [UserWalletSubscriber, RegistrationPassSubscriber];
