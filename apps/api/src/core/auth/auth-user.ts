/** The authenticated caller as guards and services see it. */
export interface AuthUser {
  id: number;
  roles: string[];
  isSuperuser: boolean;
}
