/** Everything cached for the logged-in person lives under this prefix, dropped on logout/401. */
export const USER_SCOPE = ['me'] as const;

export const queryKeys = {
  currentUser: [...USER_SCOPE, 'user'] as const,
  statistics: ['rma', 'statistics'] as const,
};
