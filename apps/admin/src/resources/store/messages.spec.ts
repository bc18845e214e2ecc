import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeMessages } from './messages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('store messages', () => {
  const keys = flatten(storeMessages as unknown as Tree);

  it('are all Persian', () => {
    const latin = [...keys].filter(([, text]) =>
      /[A-Za-z]{3,}/.test(text.replace(/%\{\w+\}/g, '')),
    );
    expect(latin).toEqual([]);
  });

  it('have every app.store key the screens use', () => {
    const used = new Set<string>();
    for (const file of sources(__dirname)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'(app\.store\.[\w.]+)'/g)) {
        used.add(match[1]);
      }
    }
    const missing = [...used].filter(
      (key) => !keys.has(key) && ![...keys.keys()].some((k) => k.startsWith(`${key}.`)),
    );
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(30);
  });

  it('name every store resource', () => {
    for (const name of [
      'store/category',
      'store/product',
      'store/package',
      'store/discount',
      'store/basket',
      'store/order',
    ]) {
      expect(keys.get(`resources.${name}.name`)).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
