import { toPersianDigits } from '@daneshsara/domain';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { fa } from '../i18n/fa';

type TranslateOptions = Record<string, unknown> | undefined;

/**
 * Numbers put into messages ("۱ تا ۱۰ از ۴۲", "صفحه ۳") shown with Persian digits. `smart_count`
 * must stay a number for polyglot's plural choice, so its Persian form is `smart_count_fa`.
 */
export function localizeOptions(options: TranslateOptions): TranslateOptions {
  if (!options) return options;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    const numeric = typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value));
    out[key] = numeric && key !== 'smart_count' ? toPersianDigits(String(value)) : value;
  }
  if (typeof options.smart_count === 'number') {
    out.smart_count_fa = toPersianDigits(options.smart_count);
  }
  return out;
}

export function createI18nProvider(messages: TranslationMessages = fa): I18nProvider {
  const base = polyglotI18nProvider(() => messages, 'fa', [{ locale: 'fa', name: 'فارسی' }], {
    allowMissing: true,
  });
  return {
    ...base,
    translate: (key, options) => base.translate(key, localizeOptions(options)),
  };
}
