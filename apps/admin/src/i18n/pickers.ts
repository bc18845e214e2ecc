import { faIR } from '@mui/x-date-pickers/locales';

const base = faIR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * MUI X date pickers in Persian: its faIR texts, with the field placeholders (which it leaves as
 * YYYY/MM/DD) written as سال/ماه/روز.
 */
export const pickerTexts: typeof base = {
  ...base,
  fieldYearPlaceholder: () => 'سال',
  fieldMonthPlaceholder: () => 'ماه',
  fieldDayPlaceholder: () => 'روز',
  fieldHoursPlaceholder: () => 'ساعت',
  fieldMinutesPlaceholder: () => 'دقیقه',
  fieldSecondsPlaceholder: () => 'ثانیه',
  fieldMeridiemPlaceholder: () => 'ق‌ظ',
  fieldWeekDayPlaceholder: () => 'روز هفته',
};
