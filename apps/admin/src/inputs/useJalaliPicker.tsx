import type { SxProps, Theme } from '@mui/material/styles';
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

/** What the Jalali inputs take (a react-admin input's usual props). */
export type JalaliPickerProps = Pick<
  InputProps,
  'source' | 'label' | 'validate' | 'helperText' | 'defaultValue' | 'disabled' | 'readOnly'
> & { fullWidth?: boolean };

export interface JalaliPickerOptions {
  /** The stored value (a string in the form's state) as the Date the picker shows. */
  read: (stored: string) => Date | null;
  /** The picked Date as the value stored. */
  write: (picked: Date) => string;
  /** What clearing the picker stores: null in a form, '' in a filter (which drops it). */
  cleared?: null | '';
  /** A list filter: no helper line under it, a fixed width on wide screens. */
  filter?: boolean;
}

/**
 * The shared half of the Jalali pickers (MUI X with the Jalali adapter of
 * JalaliPickers): binds a DatePicker / DateTimePicker to a react-admin input. A half-typed
 * day stays as a draft until it is a real date, so typing isn't wiped out; when the stored value
 * changes from outside (form reset, record loaded, filter cleared) the picker follows it.
 */
export function useJalaliPicker(props: JalaliPickerProps, options: JalaliPickerOptions) {
  const { read, write, cleared = null, filter = false } = options;
  const { label, helperText, disabled, readOnly, fullWidth = true } = props;
  const resource = useResourceContext();
  const { id, field, fieldState, isRequired } = useInput({ ...props });
  const storedKey = typeof field.value === 'string' ? field.value : '';
  const [draft, setDraft] = useState<Date | null>(() => read(storedKey));
  // Adjusting state during render avoids an extra effect pass.
  const [seenKey, setSeenKey] = useState(storedKey);
  if (seenKey !== storedKey) {
    setSeenKey(storedKey);
    setDraft(read(storedKey));
  }
  const error = fieldState.error?.message;
  const textField = filter
    ? { sx: { width: { xs: '100%', sm: 190 } } as SxProps<Theme> }
    : {
        error: Boolean(error),
        helperText: <InputHelperText error={error} helperText={helperText} />,
        fullWidth,
      };
  return {
    label: (
      <FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />
    ),
    value: draft,
    dayOfWeekFormatter: persianWeekdayInitial,
    disabled,
    readOnly,
    onChange: (value: Date | null) => {
      setDraft(value);
      if (value === null) field.onChange(cleared);
      else if (isValidDate(value)) field.onChange(write(value));
    },
    onClose: field.onBlur,
    slotProps: {
      textField: {
        id,
        className: `ra-input ra-input-${props.source}`,
        name: field.name,
        onBlur: field.onBlur,
        size: 'small' as const,
        margin: 'dense' as const,
        ...textField,
      },
      field: { clearable: true },
    },
  };
}
