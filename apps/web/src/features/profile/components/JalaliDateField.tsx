import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR } from '@mui/x-date-pickers/locales';
import { toPersianDigits } from '@daneshsara/domain';
import { useState } from 'react';
import { fromIsoDate, toIsoDate } from '../model';

/**
 * The Jalali adapter writes Latin digits everywhere; every number a person sees must be Persian.
 * MUI's field supports such "localized digits" (it learns them from formatByString and strips
 * them before parsing); it only needs the year token's length, which it otherwise infers from a
 * leading Latin '0'.
 */
class PersianDigitsJalaliAdapter extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const formatByString = this.formatByString;
    this.formatByString = (value, formatString) =>
      toPersianDigits(formatByString(value, formatString));
    const yyyy = this.formatTokenMap.yyyy;
    this.formatTokenMap = {
      ...this.formatTokenMap,
      yyyy:
        typeof yyyy === 'object'
          ? { ...yyyy, maxLength: 4 }
          : { sectionType: 'year', contentType: 'digit', maxLength: 4 },
    };
  }
}

/** Persian placeholders instead of the library's Latin "YYYY/MM/DD". */
const localeText = {
  ...faIR.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: () => 'سال',
  fieldMonthPlaceholder: () => 'ماه',
  fieldDayPlaceholder: () => 'روز',
};

/** Indexed by Date.getDay(): Sunday first. */
const WEEKDAY_LETTERS = ['ی', 'د', 'س', 'چ', 'پ', 'ج', 'ش'] as const;

const isValidDate = (d: Date | null): d is Date => !!d && !Number.isNaN(d.getTime());

interface JalaliDateFieldProps {
  label: string;
  name: string;
  /** Gregorian YYYY-MM-DD or '' (what the API stores). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  minDate?: Date;
  maxDate?: Date;
}

/**
 * A Jalali date picker (Saturday-first week, Persian months and digits) that speaks Gregorian
 * YYYY-MM-DD to the form. Half-typed dates stay local until they form a real day.
 */
export function JalaliDateField({
  label,
  name,
  value,
  onChange,
  error,
  helperText,
  minDate = new Date(1920, 0, 1),
  maxDate = new Date(),
}: JalaliDateFieldProps) {
  const [local, setLocal] = useState<Date | null>(() => fromIsoDate(value));
  const [seen, setSeen] = useState(value);
  // The form reset or saved: follow the new value unless it is what we already show.
  if (value !== seen) {
    setSeen(value);
    if ((isValidDate(local) ? toIsoDate(local) : '') !== value) setLocal(fromIsoDate(value));
  }

  return (
    <LocalizationProvider
      dateAdapter={PersianDigitsJalaliAdapter}
      localeText={localeText}
      // Whole month names: the library's short ones («فرو»، «ارد») read as typos.
      dateFormats={{ monthShort: 'MMMM' }}
    >
      <DatePicker
        label={label}
        value={local}
        onChange={(next) => {
          setLocal(next);
          const iso = isValidDate(next) ? toIsoDate(next) : '';
          setSeen(iso);
          onChange(iso);
        }}
        // One letter per day, Saturday first: ش ی د س چ پ ج (not the library's «۱ش»، «۲ش»).
        dayOfWeekFormatter={(date) => WEEKDAY_LETTERS[date.getDay()]}
        openTo="year"
        views={['year', 'month', 'day']}
        format="yyyy/MM/dd"
        minDate={minDate}
        maxDate={maxDate}
        slotProps={{
          textField: { name, error: !!error, helperText: error ?? helperText, fullWidth: true },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
