import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { InputProps } from 'react-admin';
import { boundToDay, dayStartIso, nextDayStartIso } from './dayBounds';
import { JalaliPickers } from './JalaliPickers';
import { useJalaliPicker } from './useJalaliPicker';

export type JalaliDateFilterInputProps = Pick<InputProps, 'source' | 'label' | 'alwaysOn'> & {
  /** The end of a range (`..._lt`): the picked day is included, the bound is the next midnight. */
  end?: boolean;
};

const START = {
  read: (stored: string) => boundToDay(stored, false),
  write: dayStartIso,
  cleared: '' as const,
  filter: true,
};
const END = {
  read: (stored: string) => boundToDay(stored, true),
  write: nextDayStartIso,
  cleared: '' as const,
  filter: true,
};

/**
 * A Jalali day for a list's date range filter (`creation_time_gte` / `creation_time_lt`): shows
 * the day picked, stores the instant the API compares with (local midnight, see dayBounds).
 */
export function JalaliDateFilterInput({ source, label, end = false }: JalaliDateFilterInputProps) {
  return (
    <JalaliPickers>
      <DatePicker {...useJalaliPicker({ source, label }, end ? END : START)} />
    </JalaliPickers>
  );
}
