import { readPageValue, toPersianDigits } from '@daneshsara/domain';
import { PAGE_ROUTES } from '@daneshsara/domain/page-widget-catalog';
import { pageOfKey } from '../pages/pageEdit';

/** A row of GET cma/settings (its id is the key). */
export interface SettingRecord {
  id: string;
  key: string;
  value: unknown;
  last_modification_time: string | null;
}

/** i18n keys of the settings the product knows by name (app.content.settings.kinds.*). */
const NAMED: Record<string, string> = {
  LastWebVersion: 'last_web_version',
  'DeliveryCost-post-pishtaz': 'delivery_cost',
  PurchaseRegulations: 'purchase_regulations',
};

const KINDS = 'app.content.settings.kinds';

/** What a key is: a public page (its Persian name), a landing page, a named setting or another. */
export function settingKind(key: string): {
  label: string;
  args?: Record<string, string>;
  page: boolean;
} {
  const page = pageOfKey(key);
  if (page?.route === 'Landing')
    return { label: `${KINDS}.landing`, args: { slug: page.slug }, page: true };
  if (page) {
    const name = PAGE_ROUTES.find((r) => r.route === page.route)?.label ?? page.route;
    return { label: `${KINDS}.page`, args: { name }, page: true };
  }
  const named = NAMED[key];
  return named
    ? { label: `${KINDS}.${named}`, page: false }
    : { label: `${KINDS}.other`, page: false };
}

const PERSIAN = /[\u0600-\u06FF]/;
const SHORT = 90;

/** Text without markup, cut to a line. */
function short(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > SHORT ? `${plain.slice(0, SHORT)}…` : plain;
}

/**
 * The value in short: a page by its sections (an i18n key and its count), a text by its first
 * words (markup left out), anything else as its JSON; `ltr` for a value with no Persian.
 */
export function settingPreview(
  row: SettingRecord,
): { i18n: string; args?: Record<string, string> } | { plain: string; ltr: boolean } {
  if (settingKind(row.key).page) {
    const count = readPageValue(row.value).sections.length;
    return { i18n: 'app.content.settings.page_value', args: { count: toPersianDigits(count) } };
  }
  const text = typeof row.value === 'string' ? short(row.value) : short(JSON.stringify(row.value));
  if (!text) return { i18n: 'app.empty' };
  // A number or a version (450000, 1.0.0) reads in Persian digits; a code or a text as it is.
  if (/^[\d.,\s]+$/.test(text)) return { plain: toPersianDigits(text), ltr: true };
  return { plain: text, ltr: !PERSIAN.test(text) };
}
