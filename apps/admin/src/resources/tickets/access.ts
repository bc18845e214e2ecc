import { can } from '@daneshsara/domain';

/** Who may remove a reply from a ticket: the staff matrix's mma.replies.delete. */
export const canDeleteReplies = (roles: readonly string[] | undefined): boolean =>
  can(roles, 'mma.replies.delete');
