import { formatRial } from '@daneshsara/domain';
import { useFieldValue } from 'react-admin';
import { Text, useEmpty, type ConsoleFieldProps } from './fieldUtils';

/** ۱۲٬۵۰۰٬۰۰۰ ریال */
export function RialField({ source, emptyText }: ConsoleFieldProps) {
  const value: unknown = useFieldValue({ source });
  const empty = useEmpty(emptyText);
  if (typeof value !== 'number' && typeof value !== 'string') return <Text>{empty}</Text>;
  return <Text>{formatRial(value) || empty}</Text>;
}
