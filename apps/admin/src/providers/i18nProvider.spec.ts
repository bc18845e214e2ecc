import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { fa } from '../i18n/fa';
import { createI18nProvider } from './i18nProvider';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe('i18n', () => {
  const i18n = createI18nProvider();

  it('has every react-admin key, in Persian (nothing English can show)', () => {
    const ours = flatten(fa as unknown as Tree);
    const missing = [...flatten(englishMessages as unknown as Tree).keys()].filter(
      (key) => !ours.has(key),
    );
    expect(missing).toEqual([]);
    const latinWords = [...ours].filter(
      ([key, text]) =>
        !key.startsWith('ra.configurable') && /[A-Za-z]{3,}/.test(text.replace(/%\{\w+\}/g, '')),
    );
    expect(latinWords).toEqual([]);
  });

  it('shows numbers in messages with Persian digits', () => {
    expect(
      i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 }),
    ).toBe('۱ تا ۱۰ از ۴۲');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('یک مورد انتخاب شد');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 12 })).toBe('۱۲ مورد انتخاب شد');
  });

  it('names the users resource and its columns in Persian', () => {
    expect(i18n.translate('resources.users.name', { smart_count: 2 })).toBe('کاربران');
    for (const field of [
      'id',
      'firstname',
      'lastname',
      'mobile_number',
      'national_code',
      'roles',
      'is_active',
      'creation_time',
    ]) {
      expect(i18n.translate(`resources.users.fields.${field}`)).toMatch(/[\u0600-\u06FF]/);
    }
    expect(i18n.translate('app.roles.grader')).toBe('مصحح');
  });
});
