import { describe, expect, it } from 'vitest';
import { flattenMessages, latinTexts, type MessageTree } from './shared/messageTree';
import { learningResources, learningMenuGroup, eventsMenuGroup } from './index';
import { learningMessages } from './messages';

describe('learning messages', () => {
  const all = flattenMessages(learningMessages as unknown as MessageTree);

  it('are Persian: no Latin word a person could read', () => {
    expect(latinTexts(all)).toEqual([]);
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
      // Every answer book the staff member may read (the dashboard's waiting card opens it).
      'lma-answer-books',
    ]);
    expect(eventsMenuGroup.items.map((i) => i.name)).toEqual(['events', 'event-categories']);
  });
});
