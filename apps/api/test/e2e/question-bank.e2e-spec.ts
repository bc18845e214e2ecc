import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../support/app';
import { openClassroom } from '../support/learning';

let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = (await t.as(['educational_department_head'])).auth;
});
afterAll(async () => t?.close());

async function newUnit() {
  const c = await openClassroom(t, staff, 'TRAINING');
  return { unit: c.unit, classroom: c.id };
}
const post = (path: string, body: unknown) => t.http.post(`/api/lma/${path}`).set(staff).send(body as object);
const put = (path: string, body: unknown) => t.http.put(`/api/lma/${path}`).set(staff).send(body as object);
const get = (path: string) => t.http.get(`/api/lma/${path}`).set(staff);

describe('question bank', () => {
  it('staff write open and multi-choice questions of a unit; the list of the unit shows them with their choices', async () => {
    const { unit } = await newUnit();
    const open = await post('questions', {
      unit, text: '<p>فرق <b>استقرا</b> و قیاس را بنویسید: $a^2$</p>', correct_answer: '<p>قیاس از کل به جزء است.</p>', mark: 4, level: 'LEVEL2',
    });
    expect(open.status, JSON.stringify(open.body)).toBe(201);
    expect(open.body).toMatchObject({ unit, type: 'QUESTION_BANK', model_type: 'OPEN_ENDED', mark: 4, level: 'LEVEL2', choices_info: [], correct_choice_index: null });
    expect(open.body.text).toContain('<b>استقرا</b>');
    const multi = await post('questions', { unit, text: 'پدر فلسفه علم کیست؟', mark: 2.5, level: 3, choices: ['پوپر', 'کوهن', { text: 'لاکاتوش' }], correct_choice_index: 0 });
    expect(multi.status, JSON.stringify(multi.body)).toBe(201);
    expect(multi.body).toMatchObject({ model_type: 'MULTI_CHOICE', level: 'LEVEL3', mark: 2.5, correct_choice_index: 0 });
    expect(multi.body.choices_info.map((c: { text: string }) => c.text)).toEqual(['پوپر', 'کوهن', 'لاکاتوش']);
    expect(multi.body.choices).toEqual(multi.body.choices_info.map((c: { id: number }) => c.id));

    const list = await get(`questions?unit=${unit}&type=QUESTION_BANK`);
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((q: { id: number }) => q.id)).toEqual([multi.body.id, open.body.id]);
    expect(list.body.results[0].choices_info).toHaveLength(3);
    expect((await get(`questions?session_template_questions__session_template__unit=${unit}&model_type=OPEN_ENDED`)).body.results.map((q: { id: number }) => q.id)).toEqual([open.body.id]);
    expect((await get(`questions/${multi.body.id}`)).body.correct_choice_index).toBe(0);

    // rewording a choice and moving the right answer keeps the ids
    const [a, b, c] = multi.body.choices as number[];
    const edited = await put(`questions/${multi.body.id}`, { text: 'پدر فلسفه علم کیست؟', choices: [c, { id: a, text: 'کارل پوپر' }, b], correct_choice_index: 1 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.choices_info).toEqual([{ id: c, text: 'لاکاتوش' }, { id: a, text: 'کارل پوپر' }, { id: b, text: 'کوهن' }]);
    expect(edited.body).toMatchObject({ correct_choice_index: 1, mark: 2.5, level: 'LEVEL3' });
  });

  it('a question that cannot be answered is refused in Persian and nothing is written', async () => {
    const { unit } = await newUnit();
    const cases: [Record<string, unknown>, string][] = [
      [{ unit, text: 'تک گزینه', choices: ['فقط یکی'], correct_choice_index: 0 }, 'choices'],
      [{ unit, text: 'بی پاسخ درست', choices: ['الف', 'ب'] }, 'correct_choice_index'],
      [{ unit, text: 'پاسخ بیرون', choices: ['الف', 'ب'], correct_choice_index: 2 }, 'correct_choice_index'],
      [{ unit, text: 'گزینه خالی', choices: ['الف', '  '], correct_choice_index: 0 }, 'choices'],
      [{ unit, text: 'تشریحی با گزینه', model_type: 'OPEN_ENDED', choices: ['الف', 'ب'] }, 'choices'],
      [{ unit, text: 'بارم صفر', mark: 0 }, 'mark'],
      [{ unit, text: 'سطح نه', level: 'LEVEL9' }, 'level'],
      [{ text: 'بی درس' }, 'unit'],
      [{ unit: 999_999, text: 'درس ناپیدا' }, 'unit'],
      [{ unit, text: '' }, 'text'],
    ];
    for (const [body, field] of cases) {
      const res = await post('questions', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body[field]?.[0], JSON.stringify(res.body)).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await get(`questions?unit=${unit}`)).body.count).toBe(0);
    expect((await get('questions/999999')).status).toBe(404);
    expect((await put('questions/999999', { unit, text: 'x' })).status).toBe(404);
  });

  it('event questions live apart from every unit', async () => {
    const q = await post('questions', { type: 'EVENT', unit: 1, text: 'چگونه با ما آشنا شدید؟' });
    expect(q.status).toBe(201);
    expect(q.body).toMatchObject({ type: 'EVENT', unit: null, model_type: 'OPEN_ENDED' });
    const events = await get('questions?type=EVENT&per_page=100');
    expect(events.body.results.every((r: { type: string }) => r.type === 'EVENT')).toBe(true);
    expect(events.body.results.some((r: { id: number }) => r.id === q.body.id)).toBe(true);
  });

  it('choices made on their own join a question; the right choice and the last two stay', async () => {
    const { unit } = await newUnit();
    const made = [];
    for (const text of ['۱۲', '۱۳', '۱۴']) made.push((await post('question_choices', { text })).body.id);
    const q = await post('questions', { unit, text: 'حاصل ۶+۷؟', choices: made, correct_choice_index: 1 });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    expect(q.body.choices_info.map((c: { text: string }) => c.text)).toEqual(['12', '13', '14']);
    const other = await post('questions', { unit, text: 'دیگری', choices: [made[0], 'ب'], correct_choice_index: 0 });
    expect(other.status).toBe(400);
    expect(other.body.choices[0]).toBe('این گزینه از آن سوال دیگری است.');

    const right = await t.http.delete(`/api/lma/question_choices/${made[1]}`).set(staff);
    expect(right.status).toBe(409);
    expect(right.body.message).toMatch(/گزینه درست/);
    expect((await t.http.delete(`/api/lma/question_choices/${made[0]}`).set(staff)).status).toBe(200);
    const after = await get(`questions/${q.body.id}`);
    expect(after.body.choices_info.map((c: { text: string }) => c.text)).toEqual(['13', '14']);
    expect(after.body.correct_choice_index).toBe(0);
    expect((await t.http.delete(`/api/lma/question_choices/${made[2]}`).set(staff)).status).toBe(409);
    const added = await post('question_choices', { text: '۱۵', question: q.body.id });
    expect((await get(`question_choices?question=${q.body.id}`)).body.results.map((c: { id: number }) => c.id)).toContain(added.body.id);
    expect((await put(`question_choices/${added.body.id}`, { text: 'پانزده' })).body.text).toBe('پانزده');
  });

  it('learners, graders and professors never read the bank or its answers', async () => {
    const { unit } = await newUnit();
    await post('questions', { unit, text: 'سوال', correct_answer: 'پاسخ پنهان' });
    for (const role of ['user', 'grader', 'professor']) {
      const who = (await t.as([role])).auth;
      expect((await t.http.get(`/api/lma/questions?unit=${unit}`).set(who)).status, role).toBe(403);
      expect((await t.http.get(`/api/lma/test_sets?unit=${unit}`).set(who)).status, role).toBe(403);
      expect((await t.http.post('/api/lma/questions').set(who).send({ unit, text: 'x' })).status, role).toBe(403);
    }
    expect((await t.http.get('/api/lma/questions')).status).toBe(401);
  });

  it('questions attach to a session template of their unit and are listed by it', async () => {
    const { unit } = await newUnit();
    const tpl = await post('session_templates', { unit, title: 'جلسه یکم' });
    const q = await post('questions', { unit, text: 'سوال جلسه' });
    const attached = await post(`session_templates/${tpl.body.id}/append_question`, { question: q.body.id });
    expect(attached.status, JSON.stringify(attached.body)).toBe(201);
    expect(attached.body.questions).toEqual([q.body.id]);
    expect((await post(`session_templates/${tpl.body.id}/append_question`, { question: q.body.id })).status).toBe(409);
    const made = await post('questions', { text: 'ساخته در الگو', session_template: tpl.body.id });
    expect(made.body.unit).toBe(unit);
    const listed = await get(`questions?session_template_questions__session_template=${tpl.body.id}`);
    expect(listed.body.results.map((r: { id: number }) => r.id).sort()).toEqual([q.body.id, made.body.id].sort());
    const stranger = (await newUnit()).unit;
    const far = await post('questions', { unit: stranger, text: 'درس دیگر' });
    expect((await post(`session_templates/${tpl.body.id}/append_question`, { question: far.body.id })).status).toBe(400);
  });
});

describe('test sets', () => {
  it('staff order bank questions with marks into a set; the bank question keeps its own mark', async () => {
    const { unit, classroom } = await newUnit();
    const q1 = (await post('questions', { unit, text: 'یکم', mark: 3 })).body;
    const q2 = (await post('questions', { unit, text: 'دوم', mark: 2, choices: ['الف', 'ب'], correct_choice_index: 1 })).body;
    const q3 = (await post('questions', { unit, text: 'سوم', mark: 5 })).body;
    const set = await post('test_sets', { title: 'میان ترم', description: 'فصل یک تا سه', level: 'LEVEL1', unit, test_set_questions: [q2.id, { question: q1.id, mark: 6 }] });
    expect(set.status, JSON.stringify(set.body)).toBe(201);
    expect(set.body).toMatchObject({ title: 'میان ترم', unit, unit_info: { id: unit }, type: 'QUESTION_BANK', level: 'LEVEL1', test_questions_length: 2, total_mark: 8 });
    expect(set.body.test_set_questions.map((x: { question: number; mark: number; order: number }) => [x.question, x.mark, x.order])).toEqual([[q2.id, 2, 0], [q1.id, 6, 1]]);
    expect(set.body.test_set_questions[0].question_info.choices_info).toHaveLength(2);
    expect((await get(`questions/${q1.id}`)).body.mark).toBe(3);

    const appended = await post(`test_sets/${set.body.id}/append_question`, { question: q3.id });
    expect(appended.status).toBe(201);
    expect(appended.body.test_set_questions.map((x: { question: number }) => x.question)).toEqual([q2.id, q1.id, q3.id]);
    expect((await post(`test_sets/${set.body.id}/append_question`, { question: q3.id })).status).toBe(409);

    const reordered = await put(`test_sets/${set.body.id}`, { title: 'میان ترم', test_set_questions: [{ question: q3.id, mark: 4 }, q1.id] });
    expect(reordered.body.test_set_questions.map((x: { question: number; mark: number }) => [x.question, x.mark])).toEqual([[q3.id, 4], [q1.id, 3]]);
    expect(reordered.body.unit).toBe(unit);

    expect((await get(`test_sets?classroom=${classroom}`)).body.results.map((s: { id: number }) => s.id)).toEqual([set.body.id]);
    const inUse = await t.http.delete(`/api/lma/questions/${q1.id}`).set(staff);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toMatch(/مجموعه آزمون/);
    expect((await t.http.delete(`/api/lma/questions/${q2.id}`).set(staff)).status).toBe(200);
    expect((await t.http.delete(`/api/lma/test_sets/${set.body.id}`).set(staff)).status).toBe(200);
    expect((await t.http.delete(`/api/lma/questions/${q1.id}`).set(staff)).status).toBe(200);
    expect((await get(`test_sets/${set.body.id}`)).status).toBe(404);
  });

  it('a set takes only questions of its own bank, each once', async () => {
    const { unit } = await newUnit();
    const other = (await newUnit()).unit;
    const mine = (await post('questions', { unit, text: 'از این درس' })).body.id;
    const theirs = (await post('questions', { unit: other, text: 'از درس دیگر' })).body.id;
    const event = (await post('questions', { type: 'EVENT', text: 'پرسش رویداد' })).body.id;
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ title: 'الف', unit, test_set_questions: [mine, theirs] }, /همان درس/],
      [{ title: 'ب', unit, test_set_questions: [mine, mine] }, /یک بار/],
      [{ title: 'پ', unit, test_set_questions: [999_999] }, /یافت نشد/],
      [{ title: 'ت', unit, test_set_questions: [{ question: mine, mark: -1 }] }, /بارم/],
      [{ title: 'ث', unit, test_set_questions: ['سوال'] }, /شناسه سوال/],
      [{ title: 'ج', type: 'EVENT', test_set_questions: [mine] }, /رویداد/],
    ];
    for (const [body, message] of bad) {
      const res = await post('test_sets', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.test_set_questions[0]).toMatch(message);
    }
    expect((await get(`test_sets?unit=${unit}`)).body.count).toBe(0);
    const eventSet = await post('test_sets', { title: 'پرسشنامه', type: 'EVENT', test_set_questions: [event] });
    expect(eventSet.body).toMatchObject({ type: 'EVENT', unit: null, test_questions_length: 1 });
    expect((await post('test_sets', { title: 'بی درس' })).body.unit[0]).toBe('درس را انتخاب کنید.');
  });
});

describe('list costs', () => {
  it('questions and test sets cost the same queries for 5 rows and 50', { timeout: 120_000 }, async () => {
    const counts: Record<string, string[]> = {};
    for (const n of [5, 50]) {
      const { unit } = await newUnit();
      const ids: number[] = [];
      for (let i = 0; i < n; i++) ids.push((await post('questions', { unit, text: `سوال ${i}`, choices: ['الف', 'ب', 'پ'], correct_choice_index: i % 3 })).body.id);
      for (let i = 0; i < n; i++) await post('test_sets', { title: `مجموعه ${i}`, unit, test_set_questions: ids.slice(i % 5, (i % 5) + 3) });
      for (const path of [`questions?unit=${unit}&per_page=100`, `test_sets?unit=${unit}&per_page=100`]) {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        expect(res.body.results, path).toHaveLength(n);
        (counts[path.split('?')[0]] ??= []).push(String(res.headers['x-query-count']));
      }
    }
    for (const [path, [five, fifty]] of Object.entries(counts)) expect(fifty, path).toBe(five);
    // sign-in, the page with its total, choices
    expect(Number(counts.questions[0])).toBe(3);
    // sign-in, the page with its total, set questions with their questions and the units, choices
    expect(Number(counts.test_sets[0])).toBe(5);
  });
});
