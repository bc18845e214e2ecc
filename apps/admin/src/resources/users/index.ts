import { fullName, Role, type User } from '@daneshsara/domain';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { lazy } from 'react';
import type { ResourceModule } from '../types';

/** Users (uma): /admin/users ⇄ /api/uma/users. */
export const users: ResourceModule = {
  name: 'users',
  apiPath: 'uma/users',
  menuGroup: 'users',
  // Who may list users (the API's uma.users.read); the superuser always sees everything.
  roles: [Role.ADMIN, Role.HUMAN_RESOURCE_DEPARTMENT_HEAD],
  icon: PeopleAltOutlinedIcon,
  // Loaded when opened: only the dashboard's code is in the first load (docs/performance.md).
  list: lazy(() => import('./UserList').then((m) => ({ default: m.UserList }))),
  edit: lazy(() => import('./UserEdit').then((m) => ({ default: m.UserEdit }))),
  show: lazy(() => import('./UserShow').then((m) => ({ default: m.UserShow }))),
  create: lazy(() => import('./UserCreate').then((m) => ({ default: m.UserCreate }))),
  recordRepresentation: (record) => fullName(record as Partial<User>),
};
