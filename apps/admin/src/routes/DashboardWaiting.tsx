import { formatNumber, formatRial, WAITING_FOR_GRADING } from '@daneshsara/domain';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import GradingOutlinedIcon from '@mui/icons-material/GradingOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import { ORDERS_RESOURCE } from '../resources/store/api';
import { ANSWER_BOOKS_RESOURCE } from '../resources/learning/exams/books/model';
import { SHEETS_TO_VERIFY_ROUTE } from '../resources/learning/verify/model';

type WaitingKey =
  'tickets' | 'help_requests' | 'withdrawals' | 'answer_books' | 'sheets' | 'orders';
interface Month {
  registrations: number;
  revenue: number;
  new_users: number;
}
interface Board {
  waiting: { key: WaitingKey; count: number }[];
  months: { current: Month; last: Month } | null;
}

const WAITING_TICKETS = ['OPENED', 'USER_REPLIED'];
const listLink = (resource: string, filter: Record<string, unknown>) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Each count's list, filtered the way the API counted it. */
const WAITING: Record<WaitingKey, { icon: ComponentType; to: string }> = {
  tickets: { icon: ForumOutlinedIcon, to: listLink('tickets', { status__in: WAITING_TICKETS }) },
  help_requests: {
    icon: SupportAgentOutlinedIcon,
    to: listLink('financial-tickets', { status__in: WAITING_TICKETS }),
  },
  withdrawals: {
    icon: PaymentsOutlinedIcon,
    to: listLink('payments', { type: 'WITHDRAW', withdraw_state: 'PENDING' }),
  },
  // Books closed and not taken by a grader, in the classrooms the caller may see.
  answer_books: {
    icon: GradingOutlinedIcon,
    to: listLink(ANSWER_BOOKS_RESOURCE, { status: WAITING_FOR_GRADING }),
  },
  // Session assignments and project hand-ins waiting for staff to verify.
  sheets: { icon: AssignmentTurnedInOutlinedIcon, to: SHEETS_TO_VERIFY_ROUTE },
  orders: { icon: LocalShippingOutlinedIcon, to: listLink(ORDERS_RESOURCE, { status: 'PAID' }) },
};

function WaitingCard({ k, count }: { k: WaitingKey; count: number }) {
  const translate = useTranslate();
  const { icon: Icon, to } = WAITING[k];
  return (
    <Card sx={{ flex: '1 1 200px' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            sx={{
              width: 44,
              height: 44,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              bgcolor: count ? 'warning.light' : 'action.hover',
              color: count ? 'warning.contrastText' : 'text.secondary',
            }}
          >
            <Icon />
          </Box>
          <Box>
            <Typography variant="h5" component="p">
              {formatNumber(count)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.dashboard.waiting.${k}`)}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function MonthRow({ label, current, last }: { label: string; current: string; last: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)',
        gap: 1,
        py: 1,
        borderTop: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {current}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {last}
      </Typography>
    </Box>
  );
}

/**
 * What waits for the signed-in role (GET rma/dashboard), each a link to its filtered list, and for
 * admins this Jalali month's figures beside last month's.
 */
export function DashboardWaiting() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({
    queryKey: ['dashboard', 'waiting'],
    queryFn: () => dataProvider.action<Board>('rma/dashboard', 'GET'),
    retry: false,
    staleTime: 30_000,
  });
  if (!data) return null;
  const m = data.months;
  return (
    <>
      {data.waiting.length > 0 && (
        <Box component="section" aria-label={translate('app.dashboard.waiting.title')}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('app.dashboard.waiting.title')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {data.waiting.map((w) => (
              <WaitingCard key={w.key} k={w.key} count={w.count} />
            ))}
          </Box>
        </Box>
      )}
      {m && (
        <Card component="section" aria-label={translate('app.dashboard.months.title')}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('app.dashboard.months.title')}
            </Typography>
            <MonthRow
              label=""
              current={translate('app.dashboard.months.current')}
              last={translate('app.dashboard.months.last')}
            />
            <MonthRow
              label={translate('app.dashboard.months.registrations')}
              current={formatNumber(m.current.registrations)}
              last={formatNumber(m.last.registrations)}
            />
            <MonthRow
              label={translate('app.dashboard.months.revenue')}
              current={formatRial(m.current.revenue)}
              last={formatRial(m.last.revenue)}
            />
            <MonthRow
              label={translate('app.dashboard.months.new_users')}
              current={formatNumber(m.current.new_users)}
              last={formatNumber(m.last.new_users)}
            />
          </CardContent>
        </Card>
      )}
    </>
  );
}
