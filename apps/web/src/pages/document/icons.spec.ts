import { describe, expect, it } from 'vitest';

type Sources = Record<string, string>;
/** The sources of both apps and libs/ui, as text (Vite reads them at test time). */
const sources: Sources = import.meta.glob(
  [
    '../../**/*.{ts,tsx}',
    '../../../../admin/src/**/*.{ts,tsx}',
    '../../../../../libs/ui/src/**/*.{ts,tsx}',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const gallery = sources['./icons.ts'] ?? '';

describe('the icon gallery of /icon-sax', () => {
  it('holds every icon the storefront and the console import', () => {
    const used = new Set<string>();
    for (const [path, text] of Object.entries(sources)) {
      if (path.endsWith('/icons.ts') || path.endsWith('.spec.ts')) continue;
      for (const m of text.matchAll(/@mui\/icons-material\/(\w+)/g)) used.add(m[1]);
    }
    const listed = new Set([...gallery.matchAll(/^ {2}(\w+),$/gm)].map((m) => m[1]));
    expect(Object.keys(sources).some((p) => p.includes('/admin/src/'))).toBe(true);
    expect(gallery).toContain('PRODUCT_ICONS');
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });
});
