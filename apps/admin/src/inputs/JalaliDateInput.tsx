import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useState } from 'react';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useResourceContext,
  type InputProps,
} from 'react-admin';
import { dateToIso, isoToDate, isValidDate } from './isoDate';
import { persianWeekdayInitial } from './jalaliAdapter';

export type JalaliDateInputProps = Pick<
  InputProps,
  'source' | 'label' | 'validate' | 'helperText' | 'defaultValue' | 'disabled' | 'readOnly'
> & { fullWidth?: boolean };

/**
 * A Jalali calendar picker (MUI X + AdapterDateFnsJalali, from the LocalizationProvider in App)
 * that stores the Gregorian day as `YYYY-MM-DD`, the shape the API reads and answers.
 */
export function JalaliDateInput(props: JalaliDateInputProps) {
  const { label, helperText, disabled, readOnly, fullWidth = true } = props;
  const resource = useResourceContext();
  const { id, field, fieldState, isRequired } = useInput({ ...props });
  const stored = isoToDate(field.value);
  // A half-typed day is kept here until it becomes a real date, so typing isn't wiped out.
  const [draft, setDraft] = useState<Date | null>(stored);
  const storedKey = typeof field.value === 'string' ? field.value : '';

  // When the stored day changes from outside (form reset, record loaded), follow it; adjusting
  // state during render avoids an extra effect pass.
  const [seenKey, setSeenKey] = useState(storedKey);
  if (seenKey !== storedKey) {
    setSeenKey(storedKey);
    setDraft(isoToDate(storedKey));
  }

  const error = fieldState.error?.message;
  return (
    <DatePicker
      label={
        <FieldTitle
          label={label}
          source={props.source}
          resource={resource}
          isRequired={isRequired}
        />
      }
      value={draft}
      dayOfWeekFormatter={persianWeekdayInitial}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(value: Date | null) => {
        setDraft(value);
        if (value === null) field.onChange(null);
        else if (isValidDate(value)) field.onChange(dateToIso(value));
      }}
      onClose={field.onBlur}
      slotProps={{
        textField: {
          id,
          className: `ra-input ra-input-${props.source}`,
          name: field.name,
          onBlur: field.onBlur,
          error: Boolean(error),
          helperText: <InputHelperText error={error} helperText={helperText} />,
          fullWidth,
          size: 'small',
          margin: 'dense',
        },
        field: { clearable: true },
      }}
    />
  );
}
