import DashboardCustomizeOutlinedIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import { lazy } from 'react';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { Route } from 'react-router-dom';
import { canDo } from '../types';

export const PAGE_EDITOR_PATH = '/page-editor';

/** The page editor and its preview load only when opened (the console's first load stays small). */
const PageEditorPage = lazy(() => import('./pages/PageEditorPage'));

export const contentCustomRoutes = [
  <Route key={PAGE_EDITOR_PATH} path={PAGE_EDITOR_PATH} element={<PageEditorPage />} />,
];

/** «ویرایشگر صفحه‌ها» in the content group, for content staff (who write page settings). */
export function PageEditorMenuItem() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  if (!canDo(permissions, 'cma.content.manage')) return null;
  return (
    <Menu.Item
      to={PAGE_EDITOR_PATH}
      primaryText={translate('app.content.pages.title')}
      leftIcon={<DashboardCustomizeOutlinedIcon />}
    />
  );
}
