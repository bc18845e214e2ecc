import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useState } from 'react';
import { FieldTitle, useInput, useResourceContext, type InputProps } from 'react-admin';
import { boundToDay, dayStartIso, nextDayStartIso } from './dayBounds';
import { isValidDate } from './isoDate';
import { persianWeekdayInitial } from './jalaliAdapter';

export type JalaliDateFilterInputProps = Pick<InputProps, 'source' | 'label' | 'alwaysOn'> & {
  /** The end of a range (`..._lt`): the picked day is included, the bound is the next midnight. */
  end?: boolean;
};

/**
 * A Jalali day for a list's date range filter (`creation_time_gte` / `creation_time_lt`): shows
 * the day picked, stores the instant the API compares with (local midnight, see dayBounds).
 */
export function JalaliDateFilterInput({ source, label, end = false }: JalaliDateFilterInputProps) {
  const resource = useResourceContext();
  const { id, field } = useInput({ source });
  const storedKey = typeof field.value === 'string' ? field.value : '';
  const [draft, setDraft] = useState<Date | null>(boundToDay(storedKey, end));
  const [seenKey, setSeenKey] = useState(storedKey);
  if (seenKey !== storedKey) {
    setSeenKey(storedKey);
    setDraft(boundToDay(storedKey, end));
  }
  return (
    <DatePicker
      label={<FieldTitle label={label} source={source} resource={resource} />}
      value={draft}
      dayOfWeekFormatter={persianWeekdayInitial}
      onChange={(value: Date | null) => {
        setDraft(value);
        if (value === null) field.onChange('');
        else if (isValidDate(value))
          field.onChange(end ? nextDayStartIso(value) : dayStartIso(value));
      }}
      onClose={field.onBlur}
      slotProps={{
        textField: {
          id,
          className: `ra-input ra-input-${source}`,
          name: field.name,
          onBlur: field.onBlur,
          size: 'small',
          margin: 'dense',
          sx: { width: { xs: '100%', sm: 190 } },
        },
        field: { clearable: true },
      }}
    />
  );
}
