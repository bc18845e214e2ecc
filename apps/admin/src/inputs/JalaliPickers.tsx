import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR as jalaliFaIR } from 'date-fns-jalali/locale/fa-IR';
import type { ReactNode } from 'react';
import { pickerTexts } from '../i18n/pickers';
import { AdapterJalaliPersianDigits } from './jalaliAdapter';

/**
 * MUI X's Jalali calendar for the picker inside it (Persian digits and texts). Each Jalali input
 * wraps itself in it rather than App wrapping the whole console, so MUI X and date-fns-jalali load
 * with the first screen that shows a picker, not with the dashboard (docs/performance.md).
 */
export function JalaliPickers({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterJalaliPersianDigits}
      adapterLocale={jalaliFaIR}
      localeText={pickerTexts}
    >
      {children}
    </LocalizationProvider>
  );
}
