import { crudController, type CrudResource } from '../../../core/routes/crud';
import { CONTENT_STAFF } from './cma.shared';

/**
 * A cma resource: read by anyone (hidden rows stay with staff), written by content staff, and
 * exported (`export_report`, the export `exportAs` registered in CmaExports) by content staff.
 */
export const cmaController = <S, D>({
  exportAs,
  ...r
}: Omit<CrudResource<S, D>, 'tag' | 'write' | 'export'> & { exportAs: string }) =>
  crudController({
    ...r,
    tag: 'cma',
    write: CONTENT_STAFF,
    export: { name: exportAs, permission: CONTENT_STAFF },
  });
