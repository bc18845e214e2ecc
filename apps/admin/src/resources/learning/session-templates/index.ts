import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import { lazy } from 'react';
import type { ResourceModule } from '../../types';
import { titleText } from '../shared/digits';
import { TEMPLATES_PATH, TEMPLATES_RESOURCE } from './api';

const screens = () => import('./TemplateScreens');

/**
 * /admin/session-templates ⇄ /api/lma/session_templates (SPEC «Admin»: session-templates list,
 * create, {id}): a unit's ready-made sessions, copied into a new session's form.
 */
export const sessionTemplatesResource: ResourceModule = {
  name: TEMPLATES_RESOURCE,
  apiPath: TEMPLATES_PATH,
  menuGroup: 'education',
  menuOrder: 7,
  permission: 'lma.manage',
  icon: ContentCopyOutlinedIcon,
  list: lazy(() => screens().then((m) => ({ default: m.TemplateList }))),
  create: lazy(() => screens().then((m) => ({ default: m.TemplateCreate }))),
  edit: lazy(() => screens().then((m) => ({ default: m.TemplateEdit }))),
  recordRepresentation: titleText,
};
