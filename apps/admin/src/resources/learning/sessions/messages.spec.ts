import { describe, expect, it } from 'vitest';
import { flattenMessages, latinTexts, type MessageTree } from '../shared/messageTree';
import { fa } from '../../../i18n/fa';
import { sessionResources } from './index';
import { sessionMessages } from './messages';
import { ASSIGNMENT_STATUSES, ATTENDANCE_PARTS, ATTENDANCE_STATUSES } from './model';

describe('session messages', () => {
  const all = flattenMessages(sessionMessages as unknown as MessageTree);

  it('are Persian: no Latin word a person could read', () => {
    expect(latinTexts(all)).toEqual([]);
  });

  it('name both resources', () => {
    for (const r of sessionResources) {
      expect(all.get(`resources.${r.name}.name`), r.name).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('label every status and part', () => {
    for (const s of ATTENDANCE_STATUSES)
      expect(all.get(`app.sessions.attendance_status.${s}`)).toBeTruthy();
    for (const s of ASSIGNMENT_STATUSES)
      expect(all.get(`app.sessions.assignment_status.${s}`)).toBeTruthy();
    for (const p of ATTENDANCE_PARTS) {
      expect(all.get(`app.sessions.parts.${p}`)).toBeTruthy();
      expect(all.get(`app.sessions.parts_short.${p}`)).toBeTruthy();
    }
    expect(all.get('app.sessions.attendance_status.PRESENT')).toBe('حاضر');
    expect(all.get('app.sessions.attendance_status.PART1')).toBe('قسمت اول');
    expect(all.get('app.sessions.attendance_status.PART2')).toBe('قسمت دوم');
    expect(all.get('app.sessions.attendance_status.ABSENT')).toBe('غایب');
  });

  it('do not clash with the console messages they merge into', () => {
    const resources = Object.keys(sessionMessages.resources);
    for (const name of resources) {
      const existing = (fa.resources as Record<string, unknown>)[name];
      // Either not there yet, or already the same object (the lead merged these messages).
      if (existing)
        expect(existing).toEqual((sessionMessages.resources as Record<string, unknown>)[name]);
    }
    const existingApp = (fa.app as Record<string, unknown>).sessions;
    if (existingApp) expect(existingApp).toEqual(sessionMessages.app.sessions);
  });
});
