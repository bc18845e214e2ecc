import { Role } from '@daneshsara/domain';

/**
 * lma.manage in the API's permission matrix (core/auth/permissions.ts): categories, units,
 * classrooms and their members. The superuser always has it.
 */
export const LEARNING_ROLES = [Role.ADMIN, Role.EDUCATIONAL_DEPARTMENT_HEAD] as const;
