import { formatRial, PAYMENT_SIGN, type PaymentRow } from '@daneshsara/domain';
import OpenInNewOutlinedIcon from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import type { LabelOnlyProps } from '../../inputs/fieldUtils';

/** The amount with its effect on the wallet: + green for money in, − red for money out. */
export function SignedRialField(_: LabelOnlyProps) {
  const record = useRecordContext<PaymentRow>();
  if (!record) return null;
  const sign = PAYMENT_SIGN[record.type] ?? 0;
  const color = sign > 0 ? 'success.main' : sign < 0 ? 'error.main' : 'text.primary';
  const prefix = sign > 0 ? '+' : sign < 0 ? '−' : '';
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color, fontWeight: 500, whiteSpace: 'nowrap' }}
    >
      <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
        {prefix}
      </Box>
      {formatRial(record.amount)}
    </Typography>
  );
}

/** The bank receipt finance uploaded: a link that opens it, or a dash. */
export function ReceiptField({ source }: { source: string; label?: string }) {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  if (typeof value !== 'string' || !value) {
    return (
      <Typography component="span" variant="body2">
        {translate('app.empty')}
      </Typography>
    );
  }
  const isImage = /\.(png|jpe?g|webp|gif)$/i.test(value);
  return (
    <MuiLink
      href={value}
      target="_blank"
      rel="noopener"
      sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
    >
      {isImage && (
        <Box
          component="img"
          src={value}
          alt=""
          sx={{
            width: 56,
            height: 56,
            objectFit: 'cover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      {translate('app.payments.open_receipt')}
      <OpenInNewOutlinedIcon fontSize="inherit" />
    </MuiLink>
  );
}
