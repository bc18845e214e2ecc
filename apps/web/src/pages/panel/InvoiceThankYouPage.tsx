import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import LocalLibraryOutlined from '@mui/icons-material/LocalLibraryOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MoneyMessages, toPersianDigits } from '@daneshsara/domain';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useInvoice } from '../../features/invoice/api/useInvoices';
import { InvoiceStatusChip } from '../../features/invoice/components/InvoiceStatusChip';
import { isPayable } from '../../features/invoice/model';
import { useRefreshMoney } from '../../features/payments/api/useMoney';
import { Amount } from '../../features/payments/components/Amount';
import { PageTitle } from '../../components/PageTitle';
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
  const title = ok ? MoneyMessages.PAYMENT_SUCCESS : MoneyMessages.PAYMENT_FAILED;

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <PageTitle title={title} />
      <Card sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            textAlign: 'center',
            px: { xs: 2.5, sm: 5 },
            pt: { xs: 5, sm: 6 },
            pb: 4,
            background: ok
              ? 'linear-gradient(180deg, rgba(46,125,50,0.08), transparent)'
              : 'linear-gradient(180deg, rgba(198,40,40,0.07), transparent)',
          }}
        >
          <Box
            sx={{
              mx: 'auto',
              width: 88,
              height: 88,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: ok ? 'rgba(46,125,50,0.12)' : 'rgba(198,40,40,0.1)',
              color: ok ? 'success.main' : 'error.main',
              '& svg': { fontSize: 56 },
            }}
          >
            {ok ? <CheckCircleRounded /> : <ErrorRounded />}
          </Box>
          <Typography
            component="h1"
            sx={{ mt: 2.5, fontWeight: 800, fontSize: { xs: '1.4rem', sm: '1.7rem' } }}
          >
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1, lineHeight: 1.9 }}>
            {ok
              ? 'از پرداخت شما سپاسگزاریم. رسید این پرداخت در بخش پرداخت‌ها ثبت شد.'
              : 'اگر مبلغی از حساب بانکی شما کسر شده باشد، حداکثر تا ۷۲ ساعت دیگر به همان حساب باز می‌گردد.'}
          </Typography>
          {result.code && (
            <Box
              sx={{
                mt: 2.5,
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                px: 2,
                py: 1,
                borderRadius: 2,
                border: '1px dashed',
                borderColor: 'divider',
                bgcolor: 'background.paper',
              }}
            >
              <Typography component="span" sx={{ color: 'text.secondary' }}>
                {MoneyMessages.TRACKING_CODE}
              </Typography>
              <Typography
                component="bdi"
                dir="ltr"
                sx={{ fontWeight: 700, letterSpacing: 0.5, userSelect: 'all' }}
              >
                {toPersianDigits(result.code)}
              </Typography>
            </Box>
          )}
        </Box>

        {invoiceId !== null && (
          <Box sx={{ px: { xs: 2.5, sm: 5 }, pb: 1 }}>
            <Box
              component="section"
              aria-label="خلاصه صورت حساب"
              sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2.5, p: 2 }}
            >
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
          </Box>
        )}

        <Box
          sx={{
            p: { xs: 2.5, sm: 4 },
            pt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.25,
            '& > *': { flex: '1 1 150px', whiteSpace: 'nowrap' },
          }}
        >
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
        </Box>
      </Card>
    </Box>
  );
}
