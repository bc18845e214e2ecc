import { formatJalaliDate, formatJalaliDateTime } from '@daneshsara/domain';
import { useFieldValue } from 'react-admin';
import { Text, useEmpty, type ConsoleFieldProps } from './fieldUtils';

/** ۱۵ مهر ۱۴۰۵ (or with the time: ۱۵ مهر ۱۴۰۵، ۱۴:۳۰); never an ISO string. */
export function JalaliDateField({
  source,
  showTime = false,
  emptyText,
}: ConsoleFieldProps & { showTime?: boolean }) {
  const value: unknown = useFieldValue({ source });
  const empty = useEmpty(emptyText);
  if (typeof value !== 'string' && typeof value !== 'number') return <Text>{empty}</Text>;
  const text = showTime ? formatJalaliDateTime(value) : formatJalaliDate(value);
  return <Text>{text || empty}</Text>;
}
