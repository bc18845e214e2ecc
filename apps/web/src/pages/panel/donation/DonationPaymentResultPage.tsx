import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  formatJalaliDateTime,
  formatRial,
  MoneyMessages,
  PAID_INVOICE_STATUSES,
  toPersianDigits,
} from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { useInvoice } from '../../../features/donation/api';
import { InvoiceStatusChip } from '../../../features/invoice/components/InvoiceStatusChip';
import { causeOfInvoice, faText, parsePaymentResult } from '../../../features/donation/model';
import { donationPaths } from '../../../features/donation/paths';
import { toast } from '../../../features/notify/toast';

/**
 * /panel/donation/payment-result?status=&code=&invoice=: where the bank (or a wallet payment)
 * brings the giver: thanks and the tracking code, or what went wrong and how to try again.
 */
export function DonationPaymentResultPage() {
  const [search] = useSearchParams();
  const result = parsePaymentResult(search);
  const invoice = useInvoice(result.invoice);
  const inv = invoice.data;
  const cause = causeOfInvoice(inv);
  // Back from the bank with the money in the wallet, yet the invoice still waits to be paid.
  const stillPaying = result.success && inv?.status === 'PAYING';
  const paid = inv ? PAID_INVOICE_STATUSES.includes(inv.status) : result.success;
  const success = result.success && !stillPaying;
  const causeLink = cause ? donationPaths.cause(cause.category, cause.donation) : null;

  const copy = () => {
    if (!result.code) return;
    void navigator.clipboard?.writeText(result.code).then(
      () => toast.success('کد پیگیری کپی شد.'),
      () => undefined,
    );
  };

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <PageTitle title={success ? 'سپاس از همراهی شما' : 'نتیجه پرداخت'} />
      <Card sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            textAlign: 'center',
            px: { xs: 2, sm: 4 },
            pt: { xs: 4, sm: 5 },
            pb: 3,
            background: success
              ? 'radial-gradient(circle at 50% 0%, rgba(46,125,50,0.14), transparent 70%)'
              : 'radial-gradient(circle at 50% 0%, rgba(211,47,47,0.10), transparent 70%)',
          }}
        >
          <Box
            sx={{
              width: 84,
              height: 84,
              mx: 'auto',
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: success ? 'rgba(46,125,50,0.12)' : 'rgba(211,47,47,0.10)',
              color: success ? 'success.main' : 'error.main',
              '& svg': { fontSize: 52 },
            }}
          >
            {success ? <CheckCircleRounded /> : <ErrorOutlineRounded />}
          </Box>
          <Typography
            component="h1"
            sx={{ mt: 2, fontWeight: 800, fontSize: { xs: '1.35rem', sm: '1.6rem' } }}
          >
            {result.success ? MoneyMessages.PAYMENT_SUCCESS : MoneyMessages.PAYMENT_FAILED}
          </Typography>
          <Typography
            sx={{ mt: 1, color: 'text.secondary', lineHeight: 2, maxWidth: 460, mx: 'auto' }}
          >
            {success
              ? 'از همراهی و مهربانی شما سپاسگزاریم. کمک شما برای این طرح ثبت شد.'
              : stillPaying
                ? 'مبلغ به کیف پول شما افزوده شد؛ برای ثبت کمک، پرداخت صورتحساب را کامل کنید.'
                : 'کمک شما ثبت نشد. اگر مبلغی از حساب بانکی شما کسر شده باشد، حداکثر تا ۷۲ ساعت آینده به حساب شما بازمی‌گردد.'}
          </Typography>
          {result.code && (
            <Box
              sx={{
                mt: 2.5,
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                px: 2,
                py: 0.75,
                borderRadius: 2,
                border: '1px dashed',
                borderColor: 'divider',
                bgcolor: 'background.default',
              }}
            >
              <Typography component="span" sx={{ color: 'text.secondary' }}>
                {MoneyMessages.TRACKING_CODE}
              </Typography>
              <Typography
                component="span"
                dir="ltr"
                data-testid="tracking-code"
                sx={{ fontWeight: 800, letterSpacing: 1, overflowWrap: 'anywhere' }}
              >
                {toPersianDigits(result.code)}
              </Typography>
              <Tooltip title="کپی کد پیگیری">
                <IconButton size="small" onClick={copy} aria-label="کپی کد پیگیری">
                  <ContentCopyRounded fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          )}
        </Box>

        {result.invoice !== null && (
          <Box sx={{ px: { xs: 2, sm: 4 }, pb: 1 }}>
            {invoice.isPending ? (
              <>
                <Skeleton height={44} />
                <Skeleton height={44} />
              </>
            ) : inv ? (
              <Box component="dl" sx={{ m: 0 }}>
                <Line label="طرح" value={faText(cause?.title || inv.title)} />
                <Line label="مبلغ کمک" value={formatRial(inv.amount)} strong />
                <Line label="تاریخ" value={formatJalaliDateTime(inv.last_modification_time)} />
                <Line label="وضعیت" value={<InvoiceStatusChip status={inv.status} />} />
              </Box>
            ) : null}
          </Box>
        )}

        <Box sx={{ p: { xs: 2, sm: 4 }, pt: 2, display: 'grid', gap: 1.5 }}>
          {stillPaying && result.invoice !== null && (
            <Button
              component={RouterLink}
              to={donationPaths.payment(result.invoice)}
              variant="contained"
              size="large"
            >
              تکمیل پرداخت کمک
            </Button>
          )}
          {!result.success && (
            <Button
              component={RouterLink}
              to={
                inv?.status === 'PAYING' && result.invoice !== null
                  ? donationPaths.payment(result.invoice)
                  : (causeLink ?? donationPaths.all)
              }
              variant="contained"
              color="secondary"
              size="large"
            >
              تلاش دوباره
            </Button>
          )}
          {success && causeLink && (
            <Button component={RouterLink} to={causeLink} variant="contained" size="large">
              بازگشت به طرح
            </Button>
          )}
          <Button
            component={RouterLink}
            to={donationPaths.landing}
            variant="outlined"
            size="large"
            startIcon={<ArrowForwardRounded />}
          >
            بازگشت به نیکوکاری
          </Button>
        </Box>
      </Card>
      {success && !paid && inv && (
        <Alert severity="info" sx={{ mt: 2 }}>
          پرداخت شما در حال تایید است و وضعیت صورتحساب به زودی به‌روز می‌شود.
        </Alert>
      )}
    </Box>
  );
}

function Line({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
        py: 1.25,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: strong ? 800 : 600, textAlign: 'end', minWidth: 0 }}
      >
        {value}
      </Typography>
    </Box>
  );
}
