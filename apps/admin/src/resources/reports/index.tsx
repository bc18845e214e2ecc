import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { lazy } from 'react';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { Route } from 'react-router-dom';
import { canSeeReports, REPORTS_PATH } from './model';

/** The charts and their library load only when the page opens (first-load budget). */
const ReportsPage = lazy(() => import('./ReportsPage'));

export const reportsRoute = (
  <Route key={REPORTS_PATH} path={REPORTS_PATH} element={<ReportsPage />} />
);

/** «گزارش‌ها» in the menu's reports group, for those who may see them. */
export function ReportsMenuItem() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  if (!canSeeReports(permissions)) return null;
  return (
    <Menu.Item
      to={REPORTS_PATH}
      primaryText={translate('app.reports.title')}
      leftIcon={<InsightsOutlinedIcon />}
    />
  );
}

export { canSeeReports } from './model';
