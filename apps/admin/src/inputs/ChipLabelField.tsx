import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import { useFieldValue, useTranslate } from 'react-admin';
import { Text, useEmpty, type ConsoleFieldProps } from './fieldUtils';

export type ChipColor =
  'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/** A value through a label table (`labels.VALUE`) as a small coloured chip; nothing without one. */
export function StatusChip({
  value,
  labels,
  colors = {},
  sx,
}: {
  value: string | null | undefined;
  labels: string;
  colors?: Partial<Record<string, ChipColor>>;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  if (!value) return null;
  const color = colors[value] ?? 'default';
  return (
    <Chip
      size="small"
      variant={color === 'default' ? 'outlined' : 'filled'}
      color={color}
      label={translate(`${labels}.${value}`, { _: value })}
      sx={[{ fontWeight: 500 }, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

/**
 * A status or type as a small coloured chip with its Persian label from an i18n table, e.g.
 * status PAYING → app.invoice_status.PAYING. Values missing from `colors` get a plain chip.
 */
export function ChipLabelField({
  source,
  labels,
  colors,
  emptyText,
}: ConsoleFieldProps & { labels: string; colors?: Partial<Record<string, ChipColor>> }) {
  const value: unknown = useFieldValue({ source });
  const empty = useEmpty(emptyText);
  if (typeof value !== 'string' || !value) return <Text>{empty}</Text>;
  return (
    <StatusChip value={value} labels={labels} colors={colors} sx={{ alignSelf: 'flex-start' }} />
  );
}

/** true / false / null as three chips (e.g. an instalment offer: accepted, rejected, waiting). */
export function TriStateChipField({
  source,
  labels,
}: ConsoleFieldProps & { labels: { true: string; false: string; null: string } }) {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  const key = value === true ? 'true' : value === false ? 'false' : 'null';
  const color: ChipColor = value === true ? 'success' : value === false ? 'error' : 'warning';
  return (
    <Chip
      size="small"
      color={color}
      label={translate(labels[key])}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}
