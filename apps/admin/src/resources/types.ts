import type { Role } from '@daneshsara/domain';
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
  /** Staff roles that see it in the menu; absent = every staff role (the API still decides). */
  roles?: readonly Role[];
  icon: ComponentType;
  list?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  create?: ComponentType;
  recordRepresentation?: string | RecordToStringFunction | ReactElement;
}

/** Whether someone with these roles holds one of `allowed`; the superuser always does. */
export function hasAnyRole(
  roles: readonly string[] | undefined,
  allowed: readonly Role[],
): boolean {
  if (!roles) return false;
  return roles.includes('superuser') || allowed.some((r) => roles.includes(r));
}

/** Whether someone with these roles sees the resource in the menu. */
export function canSeeResource(
  module: ResourceModule,
  roles: readonly string[] | undefined,
): boolean {
  return module.roles ? hasAnyRole(roles, module.roles) : true;
}
