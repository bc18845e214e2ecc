import { can, PROFESSOR_CLASSROOM_FIELDS, Role } from '@daneshsara/domain';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { canAccessResource } from '../..';
import { fa } from '../../../i18n/fa';
import { faDigitsHtml } from '../shared/digits';
import { flattenMessages, latinTexts, type MessageTree } from '../shared/messageTree';
import { teachingResources } from './index';
import { teachingMessages } from './messages';
import {
  forbiddenFieldsOf,
  MY_CLASSROOMS_RESOURCE,
  RICH_TEACHING_FIELDS,
  teachingErrorToast,
  toTeachingPayload,
  validateTeaching,
} from './model';

/** A classroom as GET lma/classrooms/{id} answers it (the form's record). */
const record = {
  id: 12,
  title: 'منطق مقدماتی',
  unit: 3,
  unit_info: { id: 3, title: 'منطق مقدماتی' },
  professor: 14,
  price: 2_400_000,
  capacity: 40,
  status: 'ONGOING',
  holding_type: 'ONLINE',
  publish_time: '2026-11-01T08:00:00.000Z',
  thumbnail: '/uploads/classrooms/x.png',
  is_ongoing: true,
  description: '<p>آشنایی با استدلال</p>',
  specification: '<p>سرفصل: تعریف، قضیه</p>',
  bulletin: '<p>جلسه پنجشنبه برگزار نمی‌شود.</p>',
  rules: '<p>حضور الزامی است.</p>',
  sessions_frequency: ' هفته‌ای یک جلسه ',
  live_streaming_url: 'https://meet.example.com/daneshsara',
  classroom_address: null,
};

describe('«کلاس‌های من»: the PATCH payload', () => {
  it('sends exactly the seven teaching fields, nothing else of the classroom', () => {
    const payload = toTeachingPayload(record);
    expect(Object.keys(payload).sort()).toEqual([...PROFESSOR_CLASSROOM_FIELDS].sort());
    expect(Object.keys(payload)).toHaveLength(7);
    for (const other of ['id', 'title', 'unit', 'price', 'capacity', 'professor', 'thumbnail']) {
      expect(payload).not.toHaveProperty(other);
    }
    expect(payload).toEqual({
      description: '<p>آشنایی با استدلال</p>',
      specification: '<p>سرفصل: تعریف، قضیه</p>',
      bulletin: '<p>جلسه پنجشنبه برگزار نمی‌شود.</p>',
      rules: '<p>حضور الزامی است.</p>',
      sessions_frequency: 'هفته‌ای یک جلسه',
      live_streaming_url: 'https://meet.example.com/daneshsara',
      classroom_address: null,
    });
  });

  it('sends an emptied text as null, an empty editor too, but keeps a picture alone', () => {
    const payload = toTeachingPayload({
      bulletin: '<p></p>',
      description: '<p><br></p>',
      specification: '<p><img src="/uploads/medias/a.png"></p>',
      rules: '   ',
      sessions_frequency: '',
      live_streaming_url: undefined,
      classroom_address: 'تهران، خیابان انقلاب',
    });
    expect(payload).toEqual({
      bulletin: null,
      description: null,
      specification: '<p><img src="/uploads/medias/a.png"></p>',
      rules: null,
      sessions_frequency: null,
      live_streaming_url: null,
      classroom_address: 'تهران، خیابان انقلاب',
    });
  });

  it('writes the four HTML fields in the rich editor, the other three as plain text', () => {
    expect([...RICH_TEACHING_FIELDS].sort()).toEqual([
      'bulletin',
      'description',
      'rules',
      'specification',
    ]);
    for (const f of RICH_TEACHING_FIELDS) expect(PROFESSOR_CLASSROOM_FIELDS).toContain(f);
  });

  it('refuses a live link that is not a web address before sending', () => {
    expect(validateTeaching({ live_streaming_url: 'meet.example.com' })).toEqual({
      live_streaming_url: 'app.learning.checks.url',
    });
    expect(validateTeaching({ live_streaming_url: 'https://meet.example.org/x' })).toEqual({});
    expect(validateTeaching({ live_streaming_url: '' })).toEqual({});
  });
});

describe('«کلاس‌های من»: the rich editors show Persian digits', () => {
  it('turns the digits of the text (the API keeps them Latin), not of tags or entities', () => {
    expect(
      faDigitsHtml(
        '<p>ساعت 18 &amp; کلاس 2&#39;</p><p><a href="https://x.org/a1">جلسه 3</a><img src="/u/7.png"></p>',
      ),
    ).toBe(
      '<p>ساعت ۱۸ &amp; کلاس ۲&#39;</p><p><a href="https://x.org/a1">جلسه ۳</a><img src="/u/7.png"></p>',
    );
    expect(faDigitsHtml(null)).toBe('');
    expect(faDigitsHtml('<p>۱۲</p>')).toBe('<p>۱۲</p>');
  });
});

describe('«کلاس‌های من»: a failed save', () => {
  const label = (f: string) => ({ price: 'هزینه برگزاری', capacity: 'ظرفیت' })[f] ?? f;
  const reason =
    'تغییر این مورد با مدیر آموزش است؛ استاد متن‌های آموزشی کلاس خود را ویرایش می‌کند.';
  const forbidden = new HttpError(`هزینه برگزاری: ${reason}`, 403, {
    price: [reason],
    capacity: [reason],
    detail: `هزینه برگزاری: ${reason}`,
    message: `هزینه برگزاری: ${reason}`,
  });

  it('names every field a 403 names, by its Persian label, with the server’s reason', () => {
    expect(forbiddenFieldsOf(forbidden)).toEqual(['price', 'capacity']);
    expect(teachingErrorToast(forbidden, label)).toEqual({
      message: 'app.teaching.forbidden_fields',
      args: { fields: 'هزینه برگزاری، ظرفیت', reason },
    });
  });

  it('shows the server’s Persian message for anything else', () => {
    const notFound = new HttpError('موردی یافت نشد.', 404, { detail: 'موردی یافت نشد.' });
    expect(forbiddenFieldsOf(notFound)).toEqual([]);
    expect(teachingErrorToast(notFound, label)).toEqual({ message: 'موردی یافت نشد.' });
    const plain403 = new HttpError('دسترسی ندارید.', 403, { detail: 'دسترسی ندارید.' });
    expect(teachingErrorToast(plain403, label)).toEqual({ message: 'دسترسی ندارید.' });
    expect(teachingErrorToast(new Error(''), label)).toEqual({
      message: 'ra.notification.http_error',
    });
  });
});

describe('«کلاس‌های من»: the resource and its texts', () => {
  const all = flattenMessages(teachingMessages as unknown as MessageTree);

  it('opens for whoever holds lma.classrooms.teach: the professor, not the grader', () => {
    expect(teachingResources.map((r) => r.name)).toEqual([MY_CLASSROOMS_RESOURCE]);
    expect(canAccessResource(MY_CLASSROOMS_RESOURCE, [Role.PROFESSOR])).toBe(true);
    expect(canAccessResource(MY_CLASSROOMS_RESOURCE, [Role.EDUCATIONAL_DEPARTMENT_HEAD])).toBe(
      true,
    );
    expect(canAccessResource(MY_CLASSROOMS_RESOURCE, [Role.GRADER])).toBe(false);
    expect(canAccessResource(MY_CLASSROOMS_RESOURCE, [Role.FINANCIAL_DEPARTMENT_HEAD])).toBe(false);
    expect(can([Role.PROFESSOR], 'lma.manage')).toBe(false);
  });

  it('are Persian, label every teaching field and are merged into the console', () => {
    expect(latinTexts(all)).toEqual([]);
    expect(all.get(`resources.${MY_CLASSROOMS_RESOURCE}.name`)).toBe('کلاس من |||| کلاس‌های من');
    for (const f of PROFESSOR_CLASSROOM_FIELDS) {
      expect(all.get(`resources.${MY_CLASSROOMS_RESOURCE}.fields.${f}`), f).toMatch(
        /[\u0600-\u06FF]/,
      );
    }
    expect((fa.resources as Record<string, unknown>)[MY_CLASSROOMS_RESOURCE]).toEqual(
      teachingMessages.resources[MY_CLASSROOMS_RESOURCE],
    );
    expect((fa.app as Record<string, unknown>).teaching).toEqual(teachingMessages.app.teaching);
  });
});
