/** Console areas in menu order (DESIGN.md "Console"); titles are app.menu.groups.<group>. */
export const MENU_GROUPS = [
  'users',
  'education',
  'events',
  'content',
  'store',
  'finance',
  'charity',
  'support',
  'reports',
] as const;

export type MenuGroup = (typeof MENU_GROUPS)[number];
