import type { Permission } from '@daneshsara/domain';
import { usePermissions } from 'react-admin';
import { canDo } from './types';

/**
 * Whether the signed-in staff member holds a cell of the staff matrix (the same table the API's
 * guards read): buttons and tabs a role cannot use are left out.
 */
export function useCan(permission: Permission | readonly Permission[]): boolean {
  const { permissions } = usePermissions<string[]>();
  return canDo(permissions, permission);
}
