import { can, type Permission } from '@daneshsara/domain';
import type { ComponentType, ReactElement } from 'react';
import type { RecordToStringFunction } from 'react-admin';
import type { MenuGroup } from '../layout/menuGroups';

/**
 * One console resource, described once in resources/<name>/index.ts and listed in
 * resources/index.ts: App registers it with react-admin, the dataProvider maps `name` to
 * `apiPath`, and the menu files it under `menuGroup`.
 */
export interface ResourceModule {
  /** react-admin's resource name: the route (/admin/<name>) and the i18n key resources.<name>. */
  name: string;
  /** Path under /api, e.g. uma/users. */
  apiPath: string;
  menuGroup: MenuGroup;
  /** Position inside its menu group (lower first). */
  menuOrder?: number;
  /**
   * The staff matrix cell (libs/domain staff-matrix.ts) that opens it, or several of which any
   * one does; absent = every staff role (the API still decides).
   */
  permission?: Permission | readonly Permission[];
  /**
   * Cells for react-admin's other actions (create, edit, delete, export) where they differ from
   * `permission`: its Create/Edit/Delete buttons hide themselves for a role without the cell.
   */
  actions?: Partial<Record<'create' | 'edit' | 'delete' | 'export', Permission>>;
  icon: ComponentType;
  list?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  create?: ComponentType;
  recordRepresentation?: string | RecordToStringFunction | ReactElement;
}

/** Whether someone with these roles holds `permission` (any one of several) in the staff matrix. */
export function canDo(
  roles: readonly string[] | undefined,
  permission: Permission | readonly Permission[],
): boolean {
  const cells: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  return cells.some((cell) => can(roles, cell));
}

/** Whether someone with these roles sees the resource in the menu (and may do `action` there). */
export function canSeeResource(
  module: ResourceModule,
  roles: readonly string[] | undefined,
  action = 'list',
): boolean {
  if (module.permission && !canDo(roles, module.permission)) return false;
  const cell = module.actions?.[action as keyof NonNullable<ResourceModule['actions']>];
  return cell ? canDo(roles, cell) : true;
}
