import { Role } from '@daneshsara/domain';
import { hasAnyRole } from '../types';

/** Who may remove a reply from a ticket (the API's mma.replies.delete); the superuser always may. */
export const REPLY_DELETE_ROLES = [Role.ADMIN] as const;

export const canDeleteReplies = (roles: readonly string[] | undefined): boolean =>
  hasAnyRole(roles, REPLY_DELETE_ROLES);
