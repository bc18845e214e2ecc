import QrCodeScannerOutlinedIcon from '@mui/icons-material/QrCodeScannerOutlined';
import { lazy } from 'react';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { Route } from 'react-router-dom';
import { canDo } from '../../types';
import { CHECK_IN_ROUTE } from './model';

/** The page (and the QR reader it may load) loads only when opened. */
const CheckInPage = lazy(() => import('./CheckInPage').then((m) => ({ default: m.CheckInPage })));

export const checkInRoutes = [
  <Route key={CHECK_IN_ROUTE} path={CHECK_IN_ROUTE} element={<CheckInPage />} />,
];

/** «ثبت ورود» in the events group, for staff who manage learning. */
export function CheckInMenuItem() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  if (!canDo(permissions, 'lma.manage')) return null;
  return (
    <Menu.Item
      to={CHECK_IN_ROUTE}
      primaryText={translate('app.check_in.title')}
      leftIcon={<QrCodeScannerOutlinedIcon />}
    />
  );
}

export { CHECK_IN_ROUTE } from './model';
export { checkInMessages } from './messages';
