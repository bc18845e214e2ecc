import { fullName, Role, type User } from '@daneshsara/domain';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import type { ResourceModule } from '../types';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

/** Users (uma): /admin/users ⇄ /api/uma/users. */
export const users: ResourceModule = {
  name: 'users',
  apiPath: 'uma/users',
  menuGroup: 'users',
  // Who may list users (the API's uma.users.read); the superuser always sees everything.
  roles: [Role.ADMIN, Role.HUMAN_RESOURCE_DEPARTMENT_HEAD],
  icon: PeopleAltOutlinedIcon,
  list: UserList,
  edit: UserEdit,
  show: UserShow,
  create: UserCreate,
  recordRepresentation: (record) => fullName(record as Partial<User>),
};
