import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { toPersianDigits, type MaskName } from '@daneshsara/domain';
import { MaskedInput } from '@daneshsara/ui/MaskedInput';
import { DigitsField } from '../../../components/inputs/DigitsField';
import type { ProfileErrors, ProfileField, ProfileValues } from '../model';

/** What every section gets: the values, their errors, and a typed setter. */
export interface ProfileFormState {
  values: ProfileValues;
  errors: ProfileErrors;
  set: <K extends ProfileField>(field: K, value: ProfileValues[K]) => void;
}

type StringField = {
  [K in ProfileField]: ProfileValues[K] extends string ? K : never;
}[ProfileField];
type BooleanField = {
  [K in ProfileField]: ProfileValues[K] extends boolean ? K : never;
}[ProfileField];

type ExtraProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'>;

export function ProfileTextField({
  form,
  field,
  helperText,
  persianDigits = false,
  ...props
}: ExtraProps & {
  form: ProfileFormState;
  field: StringField;
  /** Free text whose numbers (house numbers, floors) should read in Persian digits. */
  persianDigits?: boolean;
}) {
  const error = form.errors[field];
  const value = form.values[field];
  return (
    <TextField
      {...props}
      id={`profile-${field}`}
      name={field}
      value={persianDigits ? toPersianDigits(value) : value}
      onChange={(e) => form.set(field, e.target.value as ProfileValues[typeof field])}
      error={!!error}
      helperText={error ?? helperText}
    />
  );
}

export function ProfileDigitsField({
  form,
  field,
  helperText,
  maxLength,
  allow,
  ...props
}: ExtraProps & {
  form: ProfileFormState;
  field: StringField;
  maxLength?: number;
  allow?: string;
}) {
  const error = form.errors[field];
  return (
    <DigitsField
      {...props}
      id={`profile-${field}`}
      name={field}
      value={form.values[field]}
      onChange={(value) => form.set(field, value as ProfileValues[typeof field])}
      maxLength={maxLength}
      allow={allow}
      error={!!error}
      helperText={error ?? helperText}
    />
  );
}

/** A select over an enum's Persian labels. */
export function ProfileSelectField<K extends StringField>({
  form,
  field,
  label,
  options,
  allowEmpty = false,
}: {
  form: ProfileFormState;
  field: K;
  label: string;
  options: Readonly<Record<string, string>>;
  allowEmpty?: boolean;
}) {
  const error = form.errors[field];
  return (
    <TextField
      select
      id={`profile-${field}`}
      name={field}
      label={label}
      value={form.values[field]}
      onChange={(e) => form.set(field, e.target.value as ProfileValues[K])}
      error={!!error}
      helperText={error}
      slotProps={{ select: { displayEmpty: allowEmpty } }}
    >
      {allowEmpty && (
        <MenuItem value="">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            انتخاب نشده
          </Box>
        </MenuItem>
      )}
      {Object.entries(options).map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ProfileSwitch({
  form,
  field,
  label,
}: {
  form: ProfileFormState;
  field: BooleanField;
  label: string;
}) {
  return (
    <FormControlLabel
      sx={{ minHeight: 44 }}
      control={
        <Switch
          name={field}
          checked={form.values[field]}
          onChange={(e) => form.set(field, e.target.checked)}
        />
      }
      label={label}
    />
  );
}

/** A field drawn with one of SPEC section 5's masks (libs/ui MaskedInput); it holds the digits. */
export function ProfileMaskedField({
  form,
  field,
  mask,
  helperText,
  ...props
}: ExtraProps & {
  form: ProfileFormState;
  field: StringField;
  mask: MaskName;
}) {
  const error = form.errors[field];
  return (
    <MaskedInput
      {...props}
      id={`profile-${field}`}
      name={field}
      mask={mask}
      value={form.values[field]}
      onChange={(value) => form.set(field, value as ProfileValues[typeof field])}
      error={!!error}
      helperText={error ?? helperText}
    />
  );
}
