import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import { lazy } from 'react';
import type { ResourceModule } from '../../types';
import { titleText } from '../shared/digits';
import { sessionTemplatesResource } from '../session-templates';
import { SESSION_RESOURCE, SESSIONS_PATH } from './api';

const screens = () => import('./SessionScreens');

/**
 * /admin/session ⇄ /api/lma/sessions (SPEC «Admin»: session list, create, {id}). The list is a
 * classroom's sessions (the API lists none without a classroom); create and edit are the session
 * form; the attendance sheets and a learner's sheet are custom routes (sessionCustomRoutes).
 */
export const sessionResource: ResourceModule = {
  name: SESSION_RESOURCE,
  apiPath: SESSIONS_PATH,
  menuGroup: 'education',
  menuOrder: 6,
  permission: 'lma.manage',
  icon: EventNoteOutlinedIcon,
  list: lazy(() => import('./SessionList').then((m) => ({ default: m.SessionList }))),
  create: lazy(() => screens().then((m) => ({ default: m.SessionCreate }))),
  edit: lazy(() => screens().then((m) => ({ default: m.SessionEdit }))),
  recordRepresentation: titleText,
};

export { SessionsTab } from './SessionsTabLazy';
export { sessionCustomRoutes, type SessionRoute } from './routes';
export { sessionMessages } from './messages';
export { sessionTemplatesResource } from '../session-templates';

/** Both resources, for resources/index.ts (spread into `resources`). */
export const sessionResources: ResourceModule[] = [sessionResource, sessionTemplatesResource];
