import { toLatinDigits, toPersianDigits } from '@daneshsara/domain';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';

type AdapterOptions = ConstructorParameters<typeof AdapterDateFnsJalali>[0];

/**
 * The Jalali adapter with Persian digits everywhere it prints (calendar days, years, the field's
 * sections). date-fns-jalali's fa-IR locale prints Latin digits; MUI's field detects the digits
 * from formatByString and then reads typed Persian digits too.
 */
export class AdapterJalaliPersianDigits extends AdapterDateFnsJalali {
  constructor(options?: AdapterOptions) {
    super(options);
    const formatByString = this.formatByString;
    const parse = this.parse;
    this.formatByString = (value, formatString) =>
      toPersianDigits(formatByString(value, formatString));
    this.parse = (value, format) => parse(toLatinDigits(value), format);
    // MUI tells a padded year by looking for a leading Latin '0'; with Persian digits it can't,
    // so the year's width is given outright.
    this.formatTokenMap = {
      ...this.formatTokenMap,
      yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
    };
  }
}

const WEEKDAY_INITIALS = ['ی', 'د', 'س', 'چ', 'پ', 'ج', 'ش'] as const;

/** Calendar header letters: ش ی د س چ پ ج (Saturday first, as the Jalali week goes). */
export const persianWeekdayInitial = (date: Date): string => WEEKDAY_INITIALS[date.getDay()];
