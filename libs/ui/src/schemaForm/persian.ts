import { toPersianDigits } from '@daneshsara/domain';
import { TranslatableString, englishStringTranslator, type RJSFValidationError } from '@rjsf/utils';

/** rjsf's own labels in Persian (buttons, the error list, array items). */
const LABELS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'مورد',
  [TranslatableString.MissingItems]: 'تعریف موردها نیامده است',
  [TranslatableString.EmptyArray]: 'هنوز موردی نیست؛ با دکمه زیر یکی بیفزایید.',
  [TranslatableString.YesLabel]: 'بله',
  [TranslatableString.NoLabel]: 'خیر',
  [TranslatableString.CloseLabel]: 'بستن',
  [TranslatableString.ErrorsLabel]: 'خطاها',
  [TranslatableString.NewStringDefault]: 'مقدار تازه',
  [TranslatableString.AddButton]: 'افزودن',
  [TranslatableString.AddItemButton]: 'افزودن مورد',
  [TranslatableString.CopyButton]: 'رونوشت',
  [TranslatableString.MoveDownButton]: 'پایین‌تر',
  [TranslatableString.MoveUpButton]: 'بالاتر',
  [TranslatableString.RemoveButton]: 'حذف',
  [TranslatableString.NowLabel]: 'اکنون',
  [TranslatableString.ClearLabel]: 'پاک کردن',
  [TranslatableString.ClearButton]: 'پاک کردن',
  [TranslatableString.Type]: 'نوع',
  [TranslatableString.Value]: 'مقدار',
  [TranslatableString.OptionalObjectAdd]: 'افزودن داده این بخش',
  [TranslatableString.OptionalObjectRemove]: 'حذف داده این بخش',
  [TranslatableString.OptionalObjectEmptyMsg]: 'این بخش داده‌ای ندارد',
  [TranslatableString.UnsupportedField]: 'این نوع فیلد پشتیبانی نمی‌شود.',
};

export function translateFa(key: TranslatableString, params?: string[]): string {
  const text = LABELS[key];
  if (!text) return englishStringTranslator(key, params);
  return params ? params.reduce((s, p, i) => s.replace(`%${i + 1}`, p), text) : text;
}

const n = (v: unknown): string => toPersianDigits(String(v ?? ''));

/** AJV's messages in Persian, by the keyword that failed. */
export function persianErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.map((error) => {
    const p = (error.params ?? {}) as Record<string, unknown>;
    let message: string | undefined;
    switch (error.name) {
      case 'required':
        message = 'این فیلد الزامی است';
        break;
      case 'minLength':
        message = `دست‌کم ${n(p.limit)} نویسه بنویسید`;
        break;
      case 'maxLength':
        message = `حداکثر ${n(p.limit)} نویسه مجاز است`;
        break;
      case 'minimum':
        message = `باید دست‌کم ${n(p.limit)} باشد`;
        break;
      case 'maximum':
        message = `باید حداکثر ${n(p.limit)} باشد`;
        break;
      case 'type':
        message =
          p.type === 'integer' || p.type === 'number' ? 'یک عدد بنویسید' : 'نوع مقدار درست نیست';
        break;
      case 'enum':
        message = 'یکی از گزینه‌ها را برگزینید';
        break;
      case 'pattern':
        message = 'شکل مقدار درست نیست';
        break;
      case 'minItems':
        message = `دست‌کم ${n(p.limit)} مورد لازم است`;
        break;
      case 'maxItems':
        message = `حداکثر ${n(p.limit)} مورد مجاز است`;
        break;
      default:
        message = undefined;
    }
    if (!message) return error;
    const label = error.property ? `${error.property.replace(/^\./, '')}: ` : '';
    return { ...error, message, stack: `${label}${message}` };
  });
}
