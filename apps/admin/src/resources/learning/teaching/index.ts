import CoPresentOutlinedIcon from '@mui/icons-material/CoPresentOutlined';
import { lazy } from 'react';
import type { ResourceModule } from '../../types';
import { CLASSROOMS_PATH } from '../api';
import { titleText } from '../shared/digits';
import { MY_CLASSROOMS_RESOURCE } from './model';

/**
 * /admin/my-classrooms ⇄ /api/lma/classrooms?professor=<me>: «کلاس‌های من», for whoever holds
 * lma.classrooms.teach (a professor; the educational head too): the classrooms they teach, each
 * opening the form of its teaching texts (PATCH). Everything else of a classroom is lma.manage's,
 * on the classroom screens.
 */
export const myClassrooms: ResourceModule = {
  name: MY_CLASSROOMS_RESOURCE,
  apiPath: CLASSROOMS_PATH,
  menuGroup: 'education',
  menuOrder: 90,
  permission: 'lma.classrooms.teach',
  icon: CoPresentOutlinedIcon,
  list: lazy(() => import('./MyClassroomList').then((m) => ({ default: m.MyClassroomList }))),
  edit: lazy(() => import('./MyClassroomEdit').then((m) => ({ default: m.MyClassroomEdit }))),
  recordRepresentation: titleText,
};

/** For resources/index.ts (spread into `resources`). */
export const teachingResources: ResourceModule[] = [myClassrooms];

export { teachingMessages } from './messages';
export { MY_CLASSROOMS_RESOURCE } from './model';
