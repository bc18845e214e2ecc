import HistoryRounded from '@mui/icons-material/HistoryRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatJalaliDateTime,
  toPersianDigits,
  WITHDRAW_STATE_LABELS,
  type PaymentRow,
  type WithdrawState,
} from '@daneshsara/domain';
import { useState } from 'react';
import type { ChipTone } from '../../invoice/model';
import { usePayments } from '../../payments/api/useMoney';
import { Amount } from '../../payments/components/Amount';
import { DataList, type Column } from '../../payments/components/DataList';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../payments/components/LoadError';
import { Pager } from '../../payments/components/Pager';
import { StatusChip } from '../../payments/components/StatusChip';
import { moneyPaths } from '../../payments/paths';
import { formatIban } from '../model';

const STATE_TONE: Record<WithdrawState, ChipTone> = {
  PENDING: 'warning',
  ADMITTED: 'success',
  REJECTED: 'error',
};

function StateChip({ state }: { state: WithdrawState | null }) {
  const s = state ?? 'PENDING';
  return <StatusChip label={WITHDRAW_STATE_LABELS[s]} tone={STATE_TONE[s]} />;
}

const columns: Column<PaymentRow>[] = [
  {
    key: 'amount',
    label: 'مبلغ',
    render: (row) => <Amount value={row.amount} />,
    desktopOnly: true,
    nowrap: true,
  },
  {
    key: 'iban',
    label: 'شماره شبا',
    render: (row) => (
      <Box component="bdi" dir="ltr" sx={{ fontSize: '0.9rem', whiteSpace: 'nowrap' }}>
        {toPersianDigits(formatIban(row.IBAN))}
      </Box>
    ),
  },
  {
    key: 'time',
    label: 'زمان درخواست',
    render: (row) => formatJalaliDateTime(row.creation_time),
    nowrap: true,
  },
  {
    key: 'state',
    label: 'وضعیت',
    render: (row) => <StateChip state={row.withdraw_state} />,
    desktopOnly: true,
  },
  {
    key: 'description',
    label: 'توضیحات',
    render: (row) =>
      row.description ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {row.description}
        </Typography>
      ) : (
        '—'
      ),
  },
];

/** My withdraw requests and where each stands. */
export function WithdrawRequests() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = usePayments({
    type: 'WITHDRAW_REQUEST',
    page,
    per_page: 5,
  });

  return (
    <Box component="section" aria-labelledby="withdraw-requests-title">
      <Typography
        id="withdraw-requests-title"
        component="h2"
        sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 1.5 }}
      >
        درخواست‌های برداشت من
      </Typography>
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataList
            label="درخواست‌های برداشت"
            rows={data?.results}
            columns={columns}
            rowKey={(row) => row.id}
            rowHref={(row) => moneyPaths.payment(row.id)}
            cardTitle={(row) => <Amount value={row.amount} />}
            cardAside={(row) => <StateChip state={row.withdraw_state} />}
            loading={isPending}
            skeletonRows={3}
            empty={
              <EmptyState
                icon={<HistoryRounded />}
                title="هنوز درخواست برداشتی ثبت نکرده‌اید"
                description="با فرم «برداشت وجه» می‌توانید موجودی خود را به حساب بانکی‌تان منتقل کنید."
              />
            }
          />
          {data && (
            <Pager page={page} pages={data.num_pages} count={data.count} onChange={setPage} />
          )}
        </>
      )}
    </Box>
  );
}
