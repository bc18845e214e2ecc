import { crudController, type CrudResource } from '../../../core/routes/crud';
import { CONTENT_STAFF } from './cma.shared';

/** A cma resource: read by anyone (hidden rows stay with staff), written by content staff. */
export const cmaController = <S, D>(r: Omit<CrudResource<S, D>, 'tag' | 'write'>) =>
  crudController({ ...r, tag: 'cma', write: CONTENT_STAFF });
