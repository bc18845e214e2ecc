import { Role } from '@daneshsara/domain';

/**
 * cma.content (the API's permission matrix, core/auth/permissions.ts): posts, contents, topics,
 * media, hadith, hashtags and their categories; the superuser always does.
 */
export const CONTENT_ROLES = [
  Role.ADMIN,
  Role.PUBLIC_RELATIONS_DEPARTMENT_HEAD,
  Role.CULTURAL_DEPARTMENT_HEAD,
  Role.MEDIUM_DEPARTMENT_HEAD,
  Role.DOCUMENTARY_DEPARTMENT_HEAD,
  Role.RESEARCH_DEPARTMENT_HEAD,
] as const;
