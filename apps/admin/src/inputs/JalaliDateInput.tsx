import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { dateToIso, isoToDate } from './isoDate';
import { useJalaliPicker, type JalaliPickerProps } from './useJalaliPicker';

export type JalaliDateInputProps = JalaliPickerProps;

const DAY = { read: isoToDate, write: dateToIso };

/**
 * A Jalali calendar picker (MUI X + AdapterDateFnsJalali, from the LocalizationProvider in App)
 * that stores the Gregorian day as `YYYY-MM-DD`, the shape the API reads and answers.
 */
export function JalaliDateInput(props: JalaliDateInputProps) {
  return <DatePicker {...useJalaliPicker(props, DAY)} />;
}
