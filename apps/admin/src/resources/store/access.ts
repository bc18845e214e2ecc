import { Role } from '@daneshsara/domain';

/**
 * Who works on the store in the console (the API's permission matrix, core/auth/permissions.ts);
 * the superuser always does.
 */
/** store.manage: products, packages and store categories. */
export const STORE_MANAGE_ROLES = [
  Role.ADMIN,
  Role.CULTURAL_DEPARTMENT_HEAD,
  Role.MEDIUM_DEPARTMENT_HEAD,
] as const;
/** store.orders: every order, sending, cancelling with refund, export. */
export const STORE_ORDER_ROLES = [Role.ADMIN, Role.FINANCIAL_DEPARTMENT_HEAD] as const;
/** accounting.discounts: discount codes (the store's are codes with target STORE). */
export const STORE_DISCOUNT_ROLES = [Role.ADMIN, Role.FINANCIAL_DEPARTMENT_HEAD] as const;
/** cma.settings: delivery cost and purchase regulations. */
export const STORE_SETTINGS_ROLES = [Role.ADMIN] as const;

/** Whether someone with these roles holds one of `allowed`; the superuser always does. */
export function hasStoreRole(
  roles: readonly string[] | undefined,
  allowed: readonly string[],
): boolean {
  if (!roles) return false;
  return roles.includes(Role.SUPERUSER) || allowed.some((r) => roles.includes(r));
}
