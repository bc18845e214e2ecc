import { toPersianDigits } from '@daneshsara/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import type { ConsoleFieldProps } from '../../../inputs/fieldUtils';

/** ۱۵٪, or a dash when there is no discount. */
export function PercentField({ source }: ConsoleFieldProps) {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  const n = typeof value === 'number' ? value : Number(value);
  return (
    <Typography
      component="span"
      variant="body2"
      color={n > 0 ? 'secondary.dark' : 'text.secondary'}
    >
      {n > 0 ? `${toPersianDigits(n)}٪` : translate('app.empty')}
    </Typography>
  );
}

/** The title, with «پنهان» and «افزودن به سبد غیرفعال» chips when they apply. */
export function SellableTitleField(_: ConsoleFieldProps) {
  const record = useRecordContext<{
    title: string;
    is_hidden?: boolean;
    is_physical?: boolean;
    is_add_to_basket_disabled?: boolean;
    inventory?: number;
  }>();
  const translate = useTranslate();
  if (!record) return null;
  // The API also reports an out-of-stock item as disabled; that one the stock column says already.
  const disabledByStaff = record.is_add_to_basket_disabled && record.inventory !== 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
        {record.title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          color={record.is_physical ? 'secondary' : 'info'}
          label={translate(`app.store.physical.${record.is_physical ? 'true' : 'false'}`)}
        />
        {record.is_hidden && <Chip size="small" label={translate('app.store.visibility.hidden')} />}
        {disabledByStaff && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={translate('app.store.add_disabled')}
          />
        )}
      </Box>
    </Box>
  );
}
