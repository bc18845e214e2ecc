import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GradingOutlined from '@mui/icons-material/GradingOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import LocalLibraryOutlined from '@mui/icons-material/LocalLibraryOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import type { ReactNode } from 'react';
import { paths } from '../config/paths';
import { moneyPaths } from '../features/payments/paths';

export interface PanelNavItem {
  label: string;
  to: string;
  icon: ReactNode;
  /** Shown only to someone with this role (a team leader's teams). */
  role?: string;
}

/** The learner's areas (DESIGN.md "The panel has a drawer ... with the learner's areas"). */
export const PANEL_NAV: readonly PanelNavItem[] = [
  { label: 'پروفایل', to: paths.panel.userInfo, icon: <PersonOutlineRounded /> },
  { label: 'دوره‌های من', to: paths.panel.classrooms, icon: <LocalLibraryOutlined /> },
  { label: 'رویدادهای من', to: paths.panel.events, icon: <EventNoteOutlined /> },
  { label: 'حلقه‌های مباحثه', to: paths.panel.discussionCircles, icon: <ForumOutlined /> },
  {
    label: 'گروه‌های من',
    to: '/panel/profile/leader/teams',
    icon: <GroupsOutlined />,
    role: 'team_leader',
  },
  {
    label: 'تصحیح های من',
    to: '/panel/profile/my_as_a_grader_classrooms',
    icon: <GradingOutlined />,
    role: 'grader',
  },
  { label: 'سفارش‌ها', to: paths.panel.orders, icon: <ShoppingBagOutlined /> },
  { label: 'کیف پول', to: moneyPaths.wallet, icon: <AccountBalanceWalletOutlined /> },
  { label: 'صورت حساب‌ها', to: moneyPaths.invoices, icon: <ReceiptLongOutlined /> },
  { label: 'پرداخت‌ها', to: moneyPaths.payments, icon: <PaymentsOutlined /> },
  { label: 'تیکت‌ها', to: paths.panel.tickets, icon: <ConfirmationNumberOutlined /> },
  { label: 'اعلان‌ها', to: paths.panel.notices, icon: <NotificationsNoneOutlined /> },
];
