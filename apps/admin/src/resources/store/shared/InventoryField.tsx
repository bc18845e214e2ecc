import { toPersianDigits } from '@daneshsara/domain';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate } from 'react-admin';
import type { ConsoleFieldProps } from '../../../inputs/fieldUtils';
import { inventoryDisplay } from './price';

/** The stock: «نامحدود» for -1, a red «ناموجود» for 0, else the count with Persian digits. */
export function InventoryField({ source }: ConsoleFieldProps) {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  const shown = inventoryDisplay(value);
  if (shown.kind === 'unknown') return null;
  if (shown.kind === 'count') {
    return (
      <Typography component="span" variant="body2">
        {toPersianDigits(shown.count)}
      </Typography>
    );
  }
  return (
    <Chip
      size="small"
      variant="outlined"
      color={shown.kind === 'out' ? 'error' : 'success'}
      label={translate(`app.store.inventory.${shown.kind}`)}
    />
  );
}

/** «نامحدود», «ناموجود» or the count, for a phone row. */
export function useInventoryText() {
  const translate = useTranslate();
  return (inventory: number) => {
    const shown = inventoryDisplay(inventory);
    if (shown.kind === 'count') {
      return `${translate('resources.store/product.fields.inventory')}: ${toPersianDigits(shown.count)}`;
    }
    if (shown.kind === 'unknown') return '';
    return translate(`app.store.inventory.${shown.kind}`);
  };
}
