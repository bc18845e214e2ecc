import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import LocalLibraryOutlined from '@mui/icons-material/LocalLibraryOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MoneyMessages } from '@daneshsara/domain';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useInvoice } from '../../features/invoice/api/useInvoices';
import { InvoiceStatusChip } from '../../features/invoice/components/InvoiceStatusChip';
import { isPayable } from '../../features/invoice/model';
import { useRefreshMoney } from '../../features/payments/api/useMoney';
import { Amount } from '../../features/payments/components/Amount';
import { PaymentResult, ResultSummary } from '../../kit/PaymentResult';
import { parseId } from '../../features/payments/params';
import { moneyPaths } from '../../features/payments/paths';
import { readGatewayResult } from '../../features/wallet/model';

/**
 * /panel/invoice/thankyou?status=&code=&invoice=: where the bank sends the person back after
 * paying an invoice or an instalment (ENDPOINTS.md 4.4).
 */
export function InvoiceThankYouPage() {
  const [search] = useSearchParams();
  const result = readGatewayResult(search) ?? { success: false, code: null };
  const invoiceId = parseId(search.get('invoice'));
  const invoice = useInvoice(invoiceId);
  const refresh = useRefreshMoney();

  // The bank just moved money: every cached balance and list is out of date.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const ok = result.success;

  return (
    <PaymentResult
      ok={ok}
      success={ok}
      tabTitle={ok ? MoneyMessages.PAYMENT_SUCCESS : MoneyMessages.PAYMENT_FAILED}
      message={
        ok
          ? 'از پرداخت شما سپاسگزاریم. رسید این پرداخت در بخش پرداخت‌ها ثبت شد.'
          : 'اگر مبلغی از حساب بانکی شما کسر شده باشد، حداکثر تا ۷۲ ساعت دیگر به همان حساب باز می‌گردد.'
      }
      code={result.code}
      copyable={false}
      actions={
        <>
          {invoiceId !== null && (
            <Button
              component={RouterLink}
              to={moneyPaths.invoice(invoiceId)}
              variant="contained"
              startIcon={<ReceiptLongOutlined />}
            >
              {!ok && invoice.data && isPayable(invoice.data.status)
                ? 'تلاش دوباره'
                : 'مشاهده صورت حساب'}
            </Button>
          )}
          <Button
            component={RouterLink}
            to={paths.panel.classrooms}
            variant={invoiceId === null ? 'contained' : 'outlined'}
            startIcon={<LocalLibraryOutlined />}
          >
            دوره‌های من
          </Button>
          <Button
            component={RouterLink}
            to={moneyPaths.wallet}
            variant="outlined"
            startIcon={<AccountBalanceWalletOutlined />}
          >
            کیف پول
          </Button>
        </>
      }
    >
      {invoiceId !== null && (
        <ResultSummary label="خلاصه صورت حساب">
          <Box sx={{ py: 1.5 }}>
            {invoice.data ? (
              <>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'flex-start',
                    justifyContent: 'space-between',
                    gap: 1.5,
                  }}
                >
                  <Typography sx={{ fontWeight: 700, lineHeight: 1.7 }}>
                    {invoice.data.title}
                  </Typography>
                  <InvoiceStatusChip status={invoice.data.status} />
                </Box>
                <Box sx={{ mt: 1, display: 'flex', justifyContent: 'space-between', gap: 1.5 }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    مبلغ صورت حساب
                  </Typography>
                  <Amount value={invoice.data.amount} />
                </Box>
              </>
            ) : invoice.isError ? (
              <Typography sx={{ color: 'text.secondary' }}>
                خلاصه صورت حساب در دسترس نیست.
              </Typography>
            ) : (
              <>
                <Skeleton width="60%" height={28} />
                <Skeleton width="40%" />
              </>
            )}
          </Box>
        </ResultSummary>
      )}
    </PaymentResult>
  );
}
