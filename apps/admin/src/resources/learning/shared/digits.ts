import { toPersianDigits } from '@daneshsara/domain';
import type { RaRecord } from 'react-admin';

/**
 * The API keeps text with Latin digits (it normalises what is typed); a person reads Persian ones.
 */
export function faDigits(value: unknown): string {
  return value === null || value === undefined ? '' : toPersianDigits(String(value));
}

/** optionText / recordRepresentation: a record's title with Persian digits. */
export const titleText = (record: RaRecord | undefined | null): string => faDigits(record?.title);

/** optionText: a person's full name with Persian digits. */
export const fullNameText = (record: RaRecord | undefined | null): string =>
  faDigits(record?.full_name);

/**
 * Rich text (HTML) the API keeps with Latin digits, for its editor: the digits a person reads (text
 * between tags) as Persian ones; tags, their attributes (a link's address) and entities untouched.
 */
export function faDigitsHtml(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? part
        : part.replace(/&#?\w+;|\d/g, (m) => (m.length > 1 ? m : toPersianDigits(m))),
    )
    .join('');
}
