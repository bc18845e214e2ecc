import { describe, expect, it } from 'vitest';
import { learningResources, learningMenuGroup, eventsMenuGroup } from './index';
import { learningMessages } from './messages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe('learning messages', () => {
  const all = flatten(learningMessages as unknown as Tree);

  it('are Persian: no Latin word a person could read', () => {
    const latin = [...all].filter(([, text]) => /[A-Za-z]{2,}/.test(text.replace(/%\{\w+\}/g, '')));
    expect(latin).toEqual([]);
  });

  it('name every learning resource', () => {
    for (const r of learningResources) {
      expect(all.get(`resources.${r.name}.name`), r.name).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('list the menu items in order', () => {
    expect(learningMenuGroup.items.map((i) => i.name)).toEqual([
      'classrooms',
      'discussion-circles-classrooms',
      'units',
      'categories',
      'discussion-circles-categories',
    ]);
    expect(eventsMenuGroup.items.map((i) => i.name)).toEqual(['events', 'event-categories']);
  });
});
