import { describe, expect, it } from 'vitest';

type Sources = Record<string, string>;
const web: Sources = import.meta.glob('../../**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const admin: Sources = import.meta.glob('../../../../admin/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ui: Sources = import.meta.glob('../../../../../libs/ui/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const gallery: Sources = import.meta.glob('./icons.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the icon gallery of /icon-sax', () => {
  it('holds every icon the storefront and the console import', () => {
    const used = new Set<string>();
    for (const [path, text] of Object.entries({ ...web, ...admin, ...ui })) {
      if (path.endsWith('/icons.ts') || path.endsWith('.spec.ts')) continue;
      for (const m of text.matchAll(/@mui\/icons-material\/(\w+)/g)) used.add(m[1]);
    }
    const listed = new Set(
      [...Object.values(gallery)[0].matchAll(/^ {2}(\w+),$/gm)].map((m) => m[1]),
    );
    expect(Object.keys(admin).length).toBeGreaterThan(10);
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });
});
