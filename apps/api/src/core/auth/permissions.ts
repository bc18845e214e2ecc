/**
 * The staff matrix lives in libs/domain (staff-matrix.ts) so the console's menu and buttons read
 * the same table as the API's guards; this is the API's door to it.
 */
export {
  STAFF_MATRIX,
  PRIVILEGED_ROLES,
  SCOPED_ROLES,
  can,
  permissions,
  rolesOf,
  ticketTypesFor,
  type Permission,
  type StaffResource,
} from '@daneshsara/domain';
