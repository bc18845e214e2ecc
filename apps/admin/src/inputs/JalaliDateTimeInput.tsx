import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useState } from 'react';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useResourceContext,
  type InputProps,
} from 'react-admin';
import { isValidDate } from './isoDate';
import { persianWeekdayInitial } from './jalaliAdapter';

export type JalaliDateTimeInputProps = Pick<
  InputProps,
  'source' | 'label' | 'validate' | 'helperText' | 'defaultValue' | 'disabled' | 'readOnly'
> & { fullWidth?: boolean };

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * A Jalali day and a 24-hour time (an expiry, a deadline), stored as an ISO instant, the shape
 * the API answers date-times in.
 */
export function JalaliDateTimeInput(props: JalaliDateTimeInputProps) {
  const { label, helperText, disabled, readOnly, fullWidth = true } = props;
  const resource = useResourceContext();
  const { id, field, fieldState, isRequired } = useInput({ ...props });
  const storedKey = typeof field.value === 'string' ? field.value : '';
  const [draft, setDraft] = useState<Date | null>(toDate(storedKey));
  const [seenKey, setSeenKey] = useState(storedKey);
  if (seenKey !== storedKey) {
    setSeenKey(storedKey);
    setDraft(toDate(storedKey));
  }
  const error = fieldState.error?.message;
  return (
    <DateTimePicker
      label={
        <FieldTitle
          label={label}
          source={props.source}
          resource={resource}
          isRequired={isRequired}
        />
      }
      value={draft}
      ampm={false}
      dayOfWeekFormatter={persianWeekdayInitial}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(value: Date | null) => {
        setDraft(value);
        if (value === null) field.onChange(null);
        else if (isValidDate(value)) field.onChange(value.toISOString());
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
