import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  MoneyMessages,
  PAID_INVOICE_STATUSES,
  toPersianDigits,
  type InvoiceStatus,
} from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { PageTitle } from '../components/PageTitle';
import { toast } from '../features/notify/toast';

/**
 * Where a payment stands once the bank (or the wallet) hands the person back: `ok` once the
 * invoice is settled; `stillPaying` when the money went to the wallet and the invoice still waits;
 * `paid` when the invoice says so (before it is read, what the bank said).
 */
export function paymentOutcome(success: boolean, status: InvoiceStatus | undefined) {
  const stillPaying = success && status === 'PAYING';
  return {
    stillPaying,
    ok: success && !stillPaying,
    paid: status ? PAID_INVOICE_STATUSES.includes(status) : success,
  };
}

/** The bank's tracking code, to keep (and, `copyable`, to copy). */
function TrackingCode({ code, copyable }: { code: string; copyable: boolean }) {
  const copy = () => {
    void navigator.clipboard?.writeText(code).then(
      () => toast.success('کد پیگیری کپی شد.'),
      () => undefined,
    );
  };
  return (
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
        maxWidth: '100%',
      }}
    >
      <Typography component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {MoneyMessages.TRACKING_CODE}
      </Typography>
      <Typography
        component="span"
        dir="ltr"
        data-testid="tracking-code"
        sx={{ fontWeight: 800, letterSpacing: 1, overflowWrap: 'anywhere', userSelect: 'all' }}
      >
        {toPersianDigits(code)}
      </Typography>
      {copyable && (
        <Tooltip title="کپی کد پیگیری">
          <IconButton size="small" onClick={copy} aria-label="کپی کد پیگیری">
            <ContentCopyRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/** A bordered, named box for what was paid for (the invoice, the order) in short. */
export function ResultSummary({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2.5, px: 2, py: 0.5 }}
    >
      {children}
    </Box>
  );
}

/**
 * One line of a result's facts (<dl>): the label at the start, the value at the end.
 * `highlight`: the line that asks for something (the bank top-up of WalletPayment).
 */
export function ResultLine({
  label,
  value,
  strong = false,
  highlight = false,
  last = false,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  highlight?: boolean;
  /** The last line of a bordered box: no rule under it. */
  last?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
        py: 1.25,
        borderBottom: last || highlight ? 0 : '1px solid',
        borderColor: 'divider',
        ...(highlight && { mx: -1.5, px: 1.5, borderRadius: 2, bgcolor: 'rgba(217,150,26,0.10)' }),
      }}
    >
      <Typography component="dt" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          fontWeight: strong || highlight ? 800 : 600,
          color: highlight ? '#8a5a00' : undefined,
          textAlign: 'end',
          minWidth: 0,
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The page the bank (or a wallet payment) brings the person back to, for an invoice, a donation
 * or an order: the outcome with its tracking code, what was paid for in short (`children`), where
 * to go next (`actions`) and, under the card, a `note` while the payment is being confirmed.
 */
export function PaymentResult({
  ok,
  success,
  tabTitle,
  message,
  code,
  copyable = true,
  maxWidth = 640,
  children,
  actions,
  stacked = false,
  note,
}: {
  /** The look: settled, or not (yet). */
  ok: boolean;
  /** What the bank said: the heading. */
  success: boolean;
  tabTitle: string;
  message: ReactNode;
  code: string | null;
  copyable?: boolean;
  maxWidth?: number;
  children?: ReactNode;
  actions: ReactNode;
  /** The actions one under another, full width (else side by side, wrapping). */
  stacked?: boolean;
  note?: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth, mx: 'auto' }}>
      <PageTitle title={tabTitle} />
      <Card sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            textAlign: 'center',
            px: { xs: 2.5, sm: 5 },
            pt: { xs: 4, sm: 5 },
            pb: 3,
            background: ok
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
              bgcolor: ok ? 'rgba(46,125,50,0.12)' : 'rgba(211,47,47,0.10)',
              color: ok ? 'success.main' : 'error.main',
              '& svg': { fontSize: 52 },
            }}
          >
            {ok ? <CheckCircleRounded /> : <ErrorOutlineRounded />}
          </Box>
          <Typography
            component="h1"
            sx={{ mt: 2, fontWeight: 800, fontSize: { xs: '1.35rem', sm: '1.6rem' } }}
          >
            {success ? MoneyMessages.PAYMENT_SUCCESS : MoneyMessages.PAYMENT_FAILED}
          </Typography>
          <Typography
            sx={{ mt: 1, color: 'text.secondary', lineHeight: 2, maxWidth: 480, mx: 'auto' }}
          >
            {message}
          </Typography>
          {code && <TrackingCode code={code} copyable={copyable} />}
        </Box>

        {children && <Box sx={{ px: { xs: 2.5, sm: 5 }, pb: 1 }}>{children}</Box>}

        <Box
          sx={{
            p: { xs: 2.5, sm: 4 },
            pt: stacked ? 2 : 3,
            display: stacked ? 'grid' : 'flex',
            flexWrap: 'wrap',
            gap: stacked ? 1.5 : 1.25,
            '& > *': stacked ? undefined : { flex: '1 1 180px', whiteSpace: 'nowrap' },
          }}
        >
          {actions}
        </Box>
      </Card>
      {note && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {note}
        </Alert>
      )}
    </Box>
  );
}
