import Chip from '@mui/material/Chip';
import { useFieldValue, useTranslate } from 'react-admin';
import { Text, useEmpty, type ConsoleFieldProps } from './fieldUtils';

/** فعال / غیر فعال as a coloured chip. */
export function ActiveField({ source }: ConsoleFieldProps) {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  const active = value === true;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={translate(active ? 'app.status.active' : 'app.status.inactive')}
    />
  );
}

/** A value shown through a label table in i18n, e.g. gender MALE → app.gender.MALE. */
export function LabelField({ source, labels, emptyText }: ConsoleFieldProps & { labels: string }) {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  const empty = useEmpty(emptyText);
  if (typeof value !== 'string' || !value) return <Text>{empty}</Text>;
  return <Text>{translate(`${labels}.${value}`, { _: value })}</Text>;
}

/** بله / خیر */
export function YesNoField({ source }: ConsoleFieldProps) {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  if (value === null || value === undefined) return <Text>{''}</Text>;
  return <Text>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</Text>;
}
