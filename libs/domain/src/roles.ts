/** Role names exactly as the JWT and the existing client carry them (SPEC section 6). */
export const Role = {
  SUPERUSER: 'superuser',
  ADMIN: 'admin',
  TEAM_LEADER: 'team_leader',
  EDUCATIONAL_DEPARTMENT_HEAD: 'educational_department_head',
  RESEARCH_DEPARTMENT_HEAD: 'research_department_head',
  PUBLIC_RELATIONS_DEPARTMENT_HEAD: 'public_relations_department_head',
  DOCUMENTARY_DEPARTMENT_HEAD: 'documentary_department_head',
  HUMAN_RESOURCE_DEPARTMENT_HEAD: 'human_resource_department_head',
  FINANCIAL_DEPARTMENT_HEAD: 'financial_department_head',
  CULTURAL_DEPARTMENT_HEAD: 'cultural_department_head',
  MEDIUM_DEPARTMENT_HEAD: 'medium_department_head',
  GRADER: 'grader',
  PROFESSOR: 'professor',
  USER: 'user',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ALL_ROLES: readonly Role[] = Object.values(Role);

export const ROLE_LABELS: Record<Role, string> = {
  superuser: 'مدیر کل',
  admin: 'مدیر سامانه',
  team_leader: 'سرگروه',
  educational_department_head: 'مدیر آموزش',
  research_department_head: 'مدیر پژوهش',
  public_relations_department_head: 'مدیر روابط عمومی',
  documentary_department_head: 'مدیر مستندنگاری',
  human_resource_department_head: 'مدیر منابع انسانی',
  financial_department_head: 'مدیر مالی',
  cultural_department_head: 'مدیر فرهنگی',
  medium_department_head: 'مدیر رسانه',
  grader: 'مصحح',
  professor: 'استاد',
  user: 'اندیشه‌جو',
};

/** Roles that open the admin console (SPEC section 6). */
export const STAFF_ROLES: readonly Role[] = ALL_ROLES.filter((r) => r !== Role.USER);

export function isStaff(roles: readonly string[]): boolean {
  return roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r));
}
