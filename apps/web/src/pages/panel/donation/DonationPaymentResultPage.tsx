import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { formatJalaliDateTime, formatRial } from '@daneshsara/domain';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useInvoice } from '../../../features/donation/api';
import { InvoiceStatusChip } from '../../../features/invoice/components/InvoiceStatusChip';
import { causeOfInvoice, faText, parsePaymentResult } from '../../../features/donation/model';
import { donationPaths } from '../../../features/donation/paths';
import { PaymentResult, paymentOutcome, ResultLine } from '../../../kit/PaymentResult';

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
  const { stillPaying, ok: success, paid } = paymentOutcome(result.success, inv?.status);
  const causeLink = cause ? donationPaths.cause(cause.category, cause.donation) : null;

  return (
    <PaymentResult
      ok={success}
      success={result.success}
      tabTitle={success ? 'سپاس از همراهی شما' : 'نتیجه پرداخت'}
      message={
        success
          ? 'از همراهی و مهربانی شما سپاسگزاریم. کمک شما برای این طرح ثبت شد.'
          : stillPaying
            ? 'مبلغ به کیف پول شما افزوده شد؛ برای ثبت کمک، پرداخت صورتحساب را کامل کنید.'
            : 'کمک شما ثبت نشد. اگر مبلغی از حساب بانکی شما کسر شده باشد، حداکثر تا ۷۲ ساعت آینده به حساب شما بازمی‌گردد.'
      }
      code={result.code}
      stacked
      actions={
        <>
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
        </>
      }
      note={
        success &&
        !paid &&
        inv &&
        'پرداخت شما در حال تایید است و وضعیت صورتحساب به زودی به‌روز می‌شود.'
      }
    >
      {result.invoice !== null &&
        (invoice.isPending ? (
          <>
            <Skeleton height={44} />
            <Skeleton height={44} />
          </>
        ) : inv ? (
          <Box component="dl" sx={{ m: 0 }}>
            <ResultLine label="طرح" value={faText(cause?.title || inv.title)} />
            <ResultLine label="مبلغ کمک" value={formatRial(inv.amount)} strong />
            <ResultLine label="تاریخ" value={formatJalaliDateTime(inv.last_modification_time)} />
            <ResultLine label="وضعیت" value={<InvoiceStatusChip status={inv.status} />} />
          </Box>
        ) : null)}
    </PaymentResult>
  );
}
