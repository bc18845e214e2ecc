import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { dateToIso, isoToDate } from './isoDate';
import { JalaliPickers } from './JalaliPickers';
import { useJalaliPicker, type JalaliPickerProps } from './useJalaliPicker';

export type JalaliDateInputProps = JalaliPickerProps;

const DAY = { read: isoToDate, write: dateToIso };

/**
 * A Jalali calendar picker (MUI X + AdapterDateFnsJalali, in its own JalaliPickers)
 * that stores the Gregorian day as `YYYY-MM-DD`, the shape the API reads and answers.
 */
export function JalaliDateInput(props: JalaliDateInputProps) {
  return (
    <JalaliPickers>
      <DatePicker {...useJalaliPicker(props, DAY)} />
    </JalaliPickers>
  );
}
