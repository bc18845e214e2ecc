import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { JalaliPickers } from './JalaliPickers';
import { useJalaliPicker, type JalaliPickerProps } from './useJalaliPicker';

export type JalaliDateTimeInputProps = JalaliPickerProps;

function toDate(value: string): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const INSTANT = { read: toDate, write: (picked: Date) => picked.toISOString() };

/**
 * A Jalali day and a 24-hour time (an expiry, a deadline), stored as an ISO instant, the shape
 * the API answers date-times in.
 */
export function JalaliDateTimeInput(props: JalaliDateTimeInputProps) {
  return (
    <JalaliPickers>
      <DateTimePicker {...useJalaliPicker(props, INSTANT)} ampm={false} />
    </JalaliPickers>
  );
}
