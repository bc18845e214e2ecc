import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import { lazy, type ReactElement } from 'react';
import type { ResourceModule } from '../../types';
import {
  SHEETS_TO_VERIFY_ROUTE,
  WAITING_PROJECT_SHEETS_PATH,
  WAITING_PROJECT_SHEETS_RESOURCE,
  WAITING_SESSION_SHEETS_PATH,
  WAITING_SESSION_SHEETS_RESOURCE,
} from './model';

const SheetsToVerifyPage = lazy(() =>
  import('./SheetsToVerifyPage').then((m) => ({ default: m.SheetsToVerifyPage })),
);

/** The two lists of «برگه‌های در انتظار بررسی»: resources without a menu entry, for the dataProvider. */
export const verifyResources: ResourceModule[] = [
  {
    name: WAITING_SESSION_SHEETS_RESOURCE,
    apiPath: WAITING_SESSION_SHEETS_PATH,
    menuGroup: 'education',
    menuOrder: 99,
    permission: 'lma.sheets.verify',
    icon: AssignmentTurnedInOutlinedIcon,
  },
  {
    name: WAITING_PROJECT_SHEETS_RESOURCE,
    apiPath: WAITING_PROJECT_SHEETS_PATH,
    menuGroup: 'education',
    menuOrder: 99,
    permission: 'lma.sheets.verify',
    icon: AssignmentTurnedInOutlinedIcon,
  },
];

/** /sheets-to-verify: the page the dashboard's «برگه‌های در انتظار بررسی» opens. */
export const verifyRoutes: { path: string; element: ReactElement }[] = [
  { path: SHEETS_TO_VERIFY_ROUTE, element: <SheetsToVerifyPage /> },
];
export { SHEETS_TO_VERIFY_ROUTE } from './model';
export { verifyMessages } from './messages';
