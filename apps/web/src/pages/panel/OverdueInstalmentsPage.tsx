import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import {
  formatJalaliDate,
  formatRial,
  toPersianDigits,
  type InstalmentRow,
} from '@daneshsara/domain';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useOverdueInstalments } from '../../features/instalments/api/useInstalments';
import { PayInstalmentButton } from '../../features/instalments/components/PayInstalmentButton';
import {
  decideOverdueReturn,
  forgetOverdueReturn,
  peekOverdueReturn,
} from '../../features/instalments/overdueGate';
import { toast } from '../../features/notify/toast';
import { Amount } from '../../features/payments/components/Amount';
import { DataList, type Column } from '../../features/payments/components/DataList';
import { EmptyState } from '../../features/payments/components/EmptyState';
import { LoadError } from '../../features/payments/components/LoadError';
import { PageHeader } from '../../features/payments/components/PageHeader';
import { Pager } from '../../features/payments/components/Pager';
import { StatusChip } from '../../features/payments/components/StatusChip';
import { readPage } from '../../features/payments/params';
import { moneyPaths } from '../../features/payments/paths';
import { useWallet } from '../../features/wallet/api/useWallet';

/** /panel/profile/overdue-instalments: what is overdue, paid here; then back where I was going. */
export function OverdueInstalmentsPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const page = readPage(search.get('page'));
  const { data, isPending, isError, error, refetch } = useOverdueInstalments({ page });
  const wallet = useWallet();
  const inventory = wallet.data?.inventory;
  const count = isPending || isError || data === undefined ? undefined : data.count;

  // SPEC section 2: once nothing is overdue, the learner goes back to the page they wanted.
  useEffect(() => {
    const target = decideOverdueReturn({ overdueCount: count, remembered: peekOverdueReturn() });
    if (!target) return;
    forgetOverdueReturn();
    toast.success('اقساط سررسید گذشته شما تسویه شد؛ به صفحه مورد نظرتان بازگشتید.');
    void navigate(target, { replace: true });
  }, [count, navigate]);

  const columns: Column<InstalmentRow>[] = [
    {
      key: 'invoice',
      label: 'صورت حساب',
      render: (row) => (
        <Link component={RouterLink} to={moneyPaths.invoice(row.invoice)} sx={{ fontWeight: 600 }}>
          {row.invoice_info.title}
        </Link>
      ),
      desktopOnly: true,
    },
    {
      key: 'amount',
      label: 'مبلغ قسط',
      render: (row) => <Amount value={row.amount} />,
      nowrap: true,
    },
    { key: 'due', label: 'سررسید', render: (row) => formatJalaliDate(row.due_date), nowrap: true },
    {
      key: 'state',
      label: 'وضعیت',
      render: () => <StatusChip label="سررسید گذشته" tone="error" />,
      desktopOnly: true,
    },
  ];

  const total = data?.results.reduce((sum, row) => sum + row.amount, 0) ?? 0;

  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title="اقساط سررسید گذشته"
        description={
          data && data.count === 0
            ? 'اقساطی که موعد پرداختشان گذشته باشد اینجا نمایش داده می‌شود.'
            : 'برای ادامه استفاده از دوره‌ها، رویدادها و آزمون‌ها، ابتدا اقساط سررسید گذشته را پرداخت کنید.'
        }
      />
      {data && data.count > 0 && (
        <Alert severity="warning" sx={{ mb: 3, lineHeight: 1.9 }}>
          <AlertTitle sx={{ fontWeight: 700 }}>
            {toPersianDigits(data.count)} قسط سررسید گذشته
            {data.num_pages <= 1 ? ` به مبلغ ${formatRial(total)}` : ''}
          </AlertTitle>
          موجودی کیف پول شما {inventory === undefined ? '…' : formatRial(inventory)} است. اگر موجودی
          کافی باشد قسط از کیف پول پرداخت می‌شود؛ وگرنه مبلغ قسط را از درگاه بانک می‌پردازید.
        </Alert>
      )}
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataList
            label="اقساط سررسید گذشته"
            rows={data?.results}
            columns={columns}
            rowKey={(row) => row.id}
            cardTitle={(row) => (
              <Link component={RouterLink} to={moneyPaths.invoice(row.invoice)} color="inherit">
                {row.invoice_info.title}
              </Link>
            )}
            cardAside={() => <StatusChip label="سررسید گذشته" tone="error" />}
            actions={(row) => (
              <PayInstalmentButton instalment={row} walletInventory={inventory} fullWidth />
            )}
            loading={isPending}
            empty={
              <EmptyState
                icon={<EventAvailableOutlined />}
                title="قسط سررسید گذشته‌ای ندارید"
                description="همه اقساط شما به موقع پرداخت شده است. می‌توانید به دوره‌ها و رویدادهای خود بروید."
                action={
                  <Button component={RouterLink} to={paths.panel.classrooms} variant="contained">
                    دوره‌های من
                  </Button>
                }
              />
            }
          />
          {data && (
            <Pager
              page={page}
              pages={data.num_pages}
              count={data.count}
              onChange={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
            />
          )}
        </>
      )}
    </Box>
  );
}
