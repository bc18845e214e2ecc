import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import {
  formatJalaliDateTime,
  toPersianDigits,
  WITHDRAW_STATE_LABELS,
  type WithdrawState,
} from '@daneshsara/domain';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ChipTone } from '../../features/invoice/model';
import { usePayment, useTransaction } from '../../features/payments/api/useMoney';
import { Amount } from '../../features/payments/components/Amount';
import { EmptyState } from '../../kit/EmptyState';
import { InfoRows } from '../../features/payments/components/InfoRows';
import { LoadError } from '../../features/payments/components/LoadError';
import { PageHeader } from '../../features/payments/components/PageHeader';
import { PaymentTypeLabel } from '../../features/payments/components/PaymentTypeLabel';
import { SectionCard } from '../../kit/SectionCard';
import { StatusChip } from '../../features/payments/components/StatusChip';
import { paymentSummary, signedAmount } from '../../features/payments/model';
import { parseId } from '../../features/payments/params';
import { moneyPaths } from '../../features/payments/paths';
import { formatIban } from '../../features/wallet/model';

const BACK = { to: moneyPaths.payments, label: 'پرداخت‌ها' };

const STATE_TONE: Record<WithdrawState, ChipTone> = {
  PENDING: 'warning',
  ADMITTED: 'success',
  REJECTED: 'error',
};

function NotFound() {
  return (
    <Card>
      <EmptyState
        icon={<SwapVertRounded />}
        title="این پرداخت پیدا نشد"
        description="ممکن است نشانی اشتباه باشد یا این پرداخت متعلق به حساب دیگری باشد."
        link={{ to: moneyPaths.payments, label: 'فهرست پرداخت‌ها' }}
      />
    </Card>
  );
}

/** /panel/payment/:id: one ledger row in full, with its bank reference when it came through one. */
export function PaymentDetailPage() {
  const id = parseId(useParams().id);
  const { data: row, isPending, isError, error, refetch } = usePayment(id ?? 0);
  const transaction = useTransaction(row?.transaction);

  if (id === null || (isError && isApiError(error) && error.status === 404)) {
    return (
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        <PageHeader title="جزئیات پرداخت" back={BACK} />
        <NotFound />
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title="جزئیات پرداخت" back={BACK} />
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending || !row ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <SectionCard
          id="payment-detail-title"
          title={paymentSummary(row)}
          icon={<ReceiptOutlined />}
          action={
            row.withdraw_state ? (
              <StatusChip
                label={WITHDRAW_STATE_LABELS[row.withdraw_state]}
                tone={STATE_TONE[row.withdraw_state]}
              />
            ) : undefined
          }
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 2,
              mb: 2.5,
              pb: 2.5,
              borderBottom: '1px dashed',
              borderColor: 'divider',
            }}
          >
            <PaymentTypeLabel type={row.type} />
            <Amount
              value={signedAmount(row)}
              signed
              sx={{ fontSize: { xs: '1.5rem', sm: '1.8rem' }, fontWeight: 800 }}
            />
          </Box>
          <InfoRows
            items={[
              { label: 'شماره پیگیری داخلی', value: toPersianDigits(row.id) },
              { label: 'زمان', value: formatJalaliDateTime(row.creation_time) },
              {
                label: 'صورت حساب',
                value: row.invoice_info ? (
                  <Link component={RouterLink} to={moneyPaths.invoice(row.invoice_info.id)}>
                    {row.invoice_info.title}
                  </Link>
                ) : null,
                hidden: !row.invoice_info,
              },
              {
                label: 'کد پیگیری بانک',
                value: transaction.data?.reference_code ? (
                  <bdi dir="ltr">{toPersianDigits(transaction.data.reference_code)}</bdi>
                ) : transaction.isPending ? (
                  <Skeleton width={120} />
                ) : (
                  '—'
                ),
                hidden: !row.transaction,
              },
              {
                label: 'شماره شبا',
                value: (
                  <Box component="bdi" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                    {toPersianDigits(formatIban(row.IBAN))}
                  </Box>
                ),
                hidden: !row.IBAN,
              },
              {
                label: 'ثبت کننده',
                value: row.creator_info?.full_name,
                hidden:
                  !row.creator_info?.full_name || row.creator_info.id === row.wallet_info.owner,
              },
              { label: 'توضیحات', value: row.description, hidden: !row.description },
            ]}
          />
          {row.receipt && (
            <Box sx={{ mt: 3 }}>
              <Button
                component="a"
                href={row.receipt}
                target="_blank"
                rel="noopener"
                variant="outlined"
                startIcon={<DownloadRounded />}
              >
                مشاهده رسید واریز
              </Button>
            </Box>
          )}
          {row.type === 'WITHDRAW_REQUEST' && row.withdraw_state === 'PENDING' && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 3, lineHeight: 1.9 }}>
              این مبلغ تا بررسی کارشناس مالی از موجودی کیف پول شما کنار گذاشته شده است.
            </Typography>
          )}
        </SectionCard>
      )}
    </Box>
  );
}
