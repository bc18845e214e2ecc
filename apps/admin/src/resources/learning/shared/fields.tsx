import {
  formatJalaliDateTime,
  formatRial,
  JALALI_MONTHS,
  toPersianDigits,
} from '@daneshsara/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { LabelOnlyProps } from '../../../inputs/fieldUtils';
import { ChipLabelField } from '../../../inputs/ChipLabelField';
import { CLASSROOM_STATUS_COLORS } from '../choices';
import { capacityShare } from '../payload';

/** A classroom as the API answers it (the fields these screens read). */
export interface ClassroomRecord extends RaRecord {
  title: string;
  /** Its tests' ids, oldest first (an event's first one is its questionnaire). */
  tests?: number[];
  status: string;
  price: number;
  capacity: number;
  used_capacity: number;
  holding_year: number | null;
  holding_month: number | null;
  is_ongoing: boolean;
  notify_absence?: boolean;
  thumbnail: string | null;
  codes: string | null;
  unit_info?: {
    id: number;
    title: string;
    category_info?: { title: string; type: string } | null;
  } | null;
  professor_info?: { full_name: string } | null;
  [key: string]: unknown;
}

function Line({ children, muted = false }: { children: string; muted?: boolean }) {
  return (
    <Typography
      component="span"
      variant="body2"
      color={muted ? 'text.secondary' : undefined}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {children}
    </Typography>
  );
}

/** ۱۲٬۵۰۰٬۰۰۰ ریال, or «رایگان». */
export function priceText(price: unknown, translate: (key: string) => string): string {
  const n = typeof price === 'number' ? price : Number(price);
  if (!Number.isFinite(n) || n <= 0) return translate('app.learning.free');
  return formatRial(n);
}

export function PriceField(_: LabelOnlyProps) {
  const record = useRecordContext<ClassroomRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Line>{priceText(record.price, translate)}</Line>;
}

/** «۳ از ۲۰ نفر» or «۳ نفر (ظرفیت بدون سقف)». */
export function capacityText(
  record: Pick<ClassroomRecord, 'used_capacity' | 'capacity'>,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  const used = toPersianDigits(record.used_capacity ?? 0);
  return record.capacity
    ? translate('app.learning.capacity_of', { used, total: toPersianDigits(record.capacity) })
    : translate('app.learning.capacity_unlimited', { used });
}

export function CapacityField(_: LabelOnlyProps) {
  const record = useRecordContext<ClassroomRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Line>{capacityText(record, translate)}</Line>;
}

/** The seats taken as a bar (full = red, nearly full = amber) with the figures under it. */
export function CapacityBar(_: LabelOnlyProps) {
  const record = useRecordContext<ClassroomRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const share = capacityShare(record.used_capacity ?? 0, record.capacity ?? 0);
  const color =
    share === null ? 'primary' : share >= 100 ? 'error' : share >= 80 ? 'warning' : 'primary';
  return (
    <Box sx={{ minWidth: 160, maxWidth: 320 }}>
      <LinearProgress
        variant="determinate"
        value={share ?? 0}
        color={color}
        aria-label={capacityText(record, translate)}
        sx={{ height: 8, borderRadius: 4, mb: 0.5, mt: 0.5 }}
      />
      <Line>{capacityText(record, translate)}</Line>
    </Box>
  );
}

/** «۱ مهر ۱۴۰۵، ۰۹:۰۰ تا ۱۵ مهر ۱۴۰۵، ۲۳:۵۹», or «تعیین نشده». */
export function periodText(
  begin: unknown,
  end: unknown,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (typeof begin !== 'string' || typeof end !== 'string' || !begin || !end) {
    return translate('app.learning.no_period');
  }
  return translate('app.learning.period_range', {
    begin: formatJalaliDateTime(begin),
    end: formatJalaliDateTime(end),
  });
}

/** A period of the record (enrollment, registration, drop_add) on one or two lines. */
export function PeriodField({
  period,
  compact = false,
}: LabelOnlyProps & { period: 'enrollment' | 'registration' | 'drop_add'; compact?: boolean }) {
  const record = useRecordContext<ClassroomRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const begin = record[`beginning_${period}_period`];
  const end = record[`ending_${period}_period`];
  if (typeof begin !== 'string' || typeof end !== 'string' || !begin || !end) {
    return <Line muted>{translate('app.learning.no_period')}</Line>;
  }
  if (!compact) return <Line>{periodText(begin, end, translate)}</Line>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <Line>{formatJalaliDateTime(begin)}</Line>
      <Line muted>{formatJalaliDateTime(end)}</Line>
    </Box>
  );
}

/** «آذر ۱۴۰۵» from holding_month and holding_year. */
export function holdingTimeText(
  record: Pick<ClassroomRecord, 'holding_month' | 'holding_year'>,
): string {
  const month =
    record.holding_month && record.holding_month >= 1 && record.holding_month <= 12
      ? JALALI_MONTHS[record.holding_month - 1]
      : '';
  const year = record.holding_year ? toPersianDigits(record.holding_year) : '';
  return [month, year].filter(Boolean).join(' ');
}

export function HoldingTimeField(_: LabelOnlyProps) {
  const record = useRecordContext<ClassroomRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const textValue = holdingTimeText(record);
  return <Line muted={!textValue}>{textValue || translate('app.empty')}</Line>;
}

/** The titles of a list of `{id, title}` as small chips (a category's units, a unit's prerequisites). */
export function TitleChips({ source, empty }: LabelOnlyProps & { source: string; empty: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const items = (record?.[source] ?? []) as { id: number; title: string }[];
  if (!items.length) return <Line muted>{translate(empty)}</Line>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {items.slice(0, 4).map((u) => (
        <Chip key={u.id} size="small" variant="outlined" label={toPersianDigits(u.title)} />
      ))}
      {items.length > 4 && <Chip size="small" label={`+${toPersianDigits(items.length - 4)}`} />}
    </Box>
  );
}

/** A classroom's status as its coloured chip, the same in every list, show and form. */
export function ClassroomStatusField({ source = 'status' }: { source?: string; label?: string }) {
  return (
    <ChipLabelField
      source={source}
      labels="app.learning.classroom_status"
      colors={CLASSROOM_STATUS_COLORS}
    />
  );
}
