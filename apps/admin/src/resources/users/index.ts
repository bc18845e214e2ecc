import { fullName, type User } from '@daneshsara/domain';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { lazy } from 'react';
import type { ResourceModule } from '../types';

/** Users (uma): /admin/users ⇄ /api/uma/users. */
export const users: ResourceModule = {
  name: 'users',
  apiPath: 'uma/users',
  menuGroup: 'users',
  permission: 'uma.users.read',
  actions: {
    create: 'uma.users.create',
    edit: 'uma.users.update',
    delete: 'uma.users.delete',
    export: 'uma.users.export',
  },
  icon: PeopleAltOutlinedIcon,
  // Loaded when opened: only the dashboard's code is in the first load (docs/performance.md).
  list: lazy(() => import('./UserList').then((m) => ({ default: m.UserList }))),
  edit: lazy(() => import('./UserEdit').then((m) => ({ default: m.UserEdit }))),
  show: lazy(() => import('./UserShow').then((m) => ({ default: m.UserShow }))),
  create: lazy(() => import('./UserCreate').then((m) => ({ default: m.UserCreate }))),
  recordRepresentation: (record) => fullName(record as Partial<User>),
};

/**
 * Not in the menu: the learner picker (GET uma/users/picker: id, name and mobile of active users),
 * for staff who bill, enrol or open a ticket for someone without reading the users list.
 */
export const userPicker: ResourceModule = {
  name: 'user-picker',
  apiPath: 'uma/users/picker',
  menuGroup: 'users',
  permission: 'uma.user_picker.read',
  icon: PeopleAltOutlinedIcon,
  recordRepresentation: (record) => fullName(record as Partial<User>),
};
