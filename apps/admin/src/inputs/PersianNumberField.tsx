import { toPersianDigits } from '@daneshsara/domain';
import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';
import { Text, useEmpty, type ConsoleFieldProps } from './fieldUtils';

/** Ids, codes and phone numbers with Persian digits (left-to-right so 0912... reads right). */
export function PersianNumberField({ source, emptyText }: ConsoleFieldProps) {
  const value: unknown = useFieldValue({ source });
  const empty = useEmpty(emptyText);
  if (value === null || value === undefined || value === '') return <Text>{empty}</Text>;
  return (
    <Typography component="span" variant="body2" sx={{ unicodeBidi: 'isolate' }}>
      {toPersianDigits(String(value))}
    </Typography>
  );
}

/** Plain text with any Latin digits in it shown as Persian ones (addresses, postal codes). */
export function PersianTextField({ source, emptyText }: ConsoleFieldProps) {
  const value: unknown = useFieldValue({ source });
  const empty = useEmpty(emptyText);
  if (typeof value !== 'string' && typeof value !== 'number') return <Text>{empty}</Text>;
  return <Text>{toPersianDigits(String(value)) || empty}</Text>;
}
