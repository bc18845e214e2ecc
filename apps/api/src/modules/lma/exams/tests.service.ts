import { Injectable } from '@nestjs/common';
import { ClassroomStatus, classroomPhase, QuestionType, RegistrationStatus, TestStatus, testPhase } from '@daneshsara/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { can, type AuthUser } from '../../../core/auth';
import { Clock } from '../../../core/clock/clock';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import type { TestDto, TestQuestionDto } from '../dto/exams.dto';
import { Classroom, Registration } from '../entities/lma.entities';
import { isEventClassroom } from './questionnaire';
import { Question, QuestionChoice, Test, TestExaminee, TestQuestion, TestSet, TestSetQuestion } from '../entities/exams.entities';

export const TestErrors = {
  CLASSROOM: 'کلاس را انتخاب کنید.',
  TEST_SET: 'مجموعه آزمون را انتخاب کنید.',
  TEST_SET_UNIT: 'مجموعه آزمون باید از همان درس کلاس باشد.',
  TEST_SET_EVENT: 'آزمون رویداد از مجموعه‌های آزمون رویدادها ساخته می‌شود.',
  EMPTY_SET: 'این مجموعه آزمون سوالی ندارد.',
  END: 'پایان آزمون باید پس از آغاز آن باشد.',
  ANNOUNCE: 'زمان اعلام نتایج باید پس از پایان آزمون باشد.',
  OBJECTION_PAIR: 'آغاز و پایان مهلت اعتراض را با هم وارد کنید.',
  OBJECTION_START: 'مهلت اعتراض پس از اعلام نتایج آغاز می‌شود.',
  OBJECTION_END: 'پایان مهلت اعتراض باید پس از آغاز آن باشد.',
  EXAMINEE: (id: number) => `کاربر ${id} در این کلاس ثبت نام نکرده است.`,
  NO_EXAMINEES: 'این کلاس داوطلبی ندارد؛ نخست کسی ثبت نام کند.',
  STARTED: 'آزمون آغاز شده است؛ سوال‌ها، زمان آغاز، مدت و داوطلبان آن دیگر تغییر نمی‌کنند.',
} as const;

type Loaded = { questions: TestQuestion[]; examinees: TestExaminee[]; sets: TestSet[]; classrooms: Classroom[] };
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const date = (v: string | null | undefined) => (v ? new Date(v) : null);

/** A copied question as the staff read it (the same shape as a bank question's `question_info`). */
export function copiedQuestion(q: TestQuestion, withAnswers: boolean) {
  const choices = q.choices ? (JSON.parse(q.choices) as { id: number; text: string }[]) : [];
  return {
    id: q.question_id,
    text: q.text,
    model_type: q.model_type,
    level: q.level,
    mark: q.mark,
    choices: choices.map((c) => c.id),
    choices_info: choices,
    correct_choice_index: withAnswers ? q.correct_choice_index : null,
    correct_answer: withAnswers ? q.correct_answer : null,
  };
}

/** A test's full mark: its questions' marks but the extra-mark ones, two decimals. */
export function totalMark(questions: TestQuestion[]): number {
  return Math.round(questions.filter((q) => !q.is_extra_mark).reduce((sum, q) => sum + q.mark, 0) * 100) / 100;
}

/** A set's questions as a test's own copies (text, choices, right answer, set mark, order). */
export function testQuestionsFrom(testId: number, links: TestSetQuestion[], questions: Question[], choices: QuestionChoice[]): Partial<TestQuestion>[] {
  return links.map((l, order) => {
    const q = questions.find((x) => x.id === l.question_id)!;
    const mine = choices.filter((c) => c.question_id === q.id).sort((a, b) => a.position - b.position || a.id - b.id);
    return {
      test_id: testId, question_id: q.id, model_type: q.model_type, text: q.text, correct_answer: q.correct_answer,
      choices: mine.length ? JSON.stringify(mine.map((c) => ({ id: c.id, text: c.text }))) : null,
      correct_choice_index: q.correct_choice_index, level: q.level, mark: l.mark, is_extra_mark: false, order,
    };
  });
}

/** Tests of a classroom: made from a test set (its questions copied), timed by the server clock. */
@Injectable()
export class TestsService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /** A classroom's tests: staff see all with their questions; a registered learner the ones they sit. */
  async list(me: AuthUser, classroomId: number) {
    const staff = can(me.roles, 'lma.manage');
    if (!staff && !(await this.isLearner(me.id, classroomId))) throw notFound();
    const qb = this.ds.getRepository(Test).createQueryBuilder('t').where('t.classroom_id = :c', { c: classroomId });
    if (!staff) qb.andWhere('EXISTS (SELECT 1 FROM lma_test_examinees te WHERE te.test_id = t.id AND te.owner_id = :me)', { me: me.id });
    const tests = await qb.orderBy('t.start_time', 'DESC').addOrderBy('t.id', 'DESC').getMany();
    return this.rows(tests, me, staff);
  }

  async one(me: AuthUser, id: number, m: EntityManager = this.ds.manager) {
    const t = await m.getRepository(Test).findOneBy({ id });
    if (!t) throw notFound();
    const staff = can(me.roles, 'lma.manage');
    if (!staff && !(await m.getRepository(TestExaminee).existsBy({ test_id: id, owner_id: me.id }))) throw notFound();
    return (await this.rows([t], me, staff, m))[0];
  }

  private async isLearner(userId: number, classroomId: number) {
    return this.ds.getRepository(Registration).existsBy({ classroom_id: classroomId, owner_id: userId, status: RegistrationStatus.REGISTERED });
  }

  /** Four queries whatever the number of tests: questions, examinees, sets, classrooms. */
  private async rows(tests: Test[], me: AuthUser, staff: boolean, m: EntityManager = this.ds.manager) {
    if (!tests.length) return [];
    const ids = tests.map((t) => t.id);
    const setIds = [...new Set(tests.flatMap((t) => (t.test_set_id ? [t.test_set_id] : [])))];
    const [questions, examinees, sets, classrooms]: Loaded[keyof Loaded][] = await Promise.all([
      m.getRepository(TestQuestion).find({ where: { test_id: In(ids) }, order: { order: 'ASC', id: 'ASC' } }),
      m.getRepository(TestExaminee).findBy({ test_id: In(ids) }),
      setIds.length ? m.getRepository(TestSet).findBy({ id: In(setIds) }) : Promise.resolve([]),
      m.getRepository(Classroom).findBy({ id: In([...new Set(tests.map((t) => t.classroom_id))]) }),
    ]);
    const now = this.clock.now();
    return tests.map((t) => {
      const mine = (questions as TestQuestion[]).filter((q) => q.test_id === t.id);
      const who = (examinees as TestExaminee[]).filter((e) => e.test_id === t.id).map((e) => e.owner_id);
      const set = (sets as TestSet[]).find((s) => s.id === t.test_set_id);
      const c = (classrooms as Classroom[]).find((x) => x.id === t.classroom_id);
      const status = testPhase(t, now, !!c && classroomPhase(c, now) === ClassroomStatus.FINISHED);
      const isExaminee = who.includes(me.id);
      const items = staff
        ? mine.map((q) => ({ id: q.id, test: t.id, question: q.question_id, mark: q.mark, is_extra_mark: q.is_extra_mark, order: q.order, question_info: copiedQuestion(q, true) }))
        : [];
      return {
        id: t.id,
        title: t.title,
        description: t.description,
        level: t.level,
        classroom: t.classroom_id,
        event: t.classroom_id,
        unit: c?.unit_id ?? null,
        start_time: iso(t.start_time),
        end_time: iso(t.end_time),
        duration_deadline: t.duration_deadline,
        announcement_time: iso(t.announcement_time),
        objection_start_time: iso(t.objection_start_time),
        objection_end_time: iso(t.objection_end_time),
        status,
        test_set: t.test_set_id,
        test_set_info: set ? { id: set.id, title: set.title } : null,
        test_questions: items.map((i) => i.id),
        test_questions_info: items,
        test_questions_length: mine.length,
        total_mark: totalMark(mine),
        examinees: staff ? who : [],
        examinees_count: who.length,
        is_examinee: isExaminee,
        // The answer book decides the other three flags (they are false until the learner has one).
        is_enabled_attending: isExaminee && status === TestStatus.HOLDING,
        is_enabled_continuing: false,
        is_enabled_objecting: false,
        is_enabled_viewing: false,
        server_time: now.toISOString(),
        creation_time: t.creation_time.toISOString(),
        last_modification_time: t.last_modification_time.toISOString(),
      };
    });
  }

  async save(me: AuthUser, id: number | null, dto: TestDto) {
    return this.ds.transaction(async (m) => {
      const repo = m.getRepository(Test);
      const current = id ? await repo.findOneBy({ id }) : null;
      if (id && !current) throw notFound();
      const now = this.clock.now();
      const started = !!current?.start_time && current.start_time.getTime() <= now.getTime();
      const classroomId = current?.classroom_id ?? dto.classroom ?? dto.event;
      if (!classroomId) throw fieldError('classroom', TestErrors.CLASSROOM);
      const classroom = await m.getRepository(Classroom).findOneBy({ id: classroomId });
      if (!classroom) throw fieldError('classroom', TestErrors.CLASSROOM);
      const event = await isEventClassroom(m, classroom);
      const times = this.checkTimes(dto);
      if (started && current) {
        const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
        const changed =
          !same(current.start_time, times.start_time) ||
          current.duration_deadline !== dto.duration_deadline ||
          (dto.test_set !== undefined && dto.test_set !== current.test_set_id) ||
          dto.examinees !== undefined;
        if (changed) throw conflict(TestErrors.STARTED);
      }
      const setId = dto.test_set ?? current?.test_set_id ?? null;
      const newSet = !current || (dto.test_set !== undefined && dto.test_set !== current.test_set_id);
      if (newSet) {
        if (!setId) throw fieldError('test_set', TestErrors.TEST_SET);
        const set = await m.getRepository(TestSet).findOneBy({ id: setId });
        if (!set) throw fieldError('test_set', TestErrors.TEST_SET);
        if (event ? set.type !== QuestionType.EVENT : set.type === QuestionType.EVENT || set.unit_id !== classroom.unit_id) {
          throw fieldError('test_set', event ? TestErrors.TEST_SET_EVENT : TestErrors.TEST_SET_UNIT);
        }
      }
      const examinees = dto.examinees !== undefined || !current ? await this.examinees(m, classroomId, dto.examinees, event) : null;
      const saved = await repo.save({
        ...(current ?? { creation_time: now, creator_id: me.id, classroom_id: classroomId }),
        title: dto.title,
        description: dto.description !== undefined ? (dto.description ?? null) : (current?.description ?? null),
        level: dto.level !== undefined ? (dto.level ?? null) : (current?.level ?? null),
        test_set_id: setId,
        ...times,
        duration_deadline: dto.duration_deadline,
        last_modification_time: now,
      });
      if (newSet) await this.copyQuestions(m, saved.id, setId!);
      if (examinees) {
        await m.getRepository(TestExaminee).delete({ test_id: saved.id });
        await m.getRepository(TestExaminee).insert(examinees.map((owner_id) => ({ test_id: saved.id, owner_id })));
      }
      return this.one(me, saved.id, m);
    });
  }

  private checkTimes(dto: TestDto) {
    const start = new Date(dto.start_time);
    const end = new Date(dto.end_time);
    if (end.getTime() <= start.getTime()) throw fieldError('end_time', TestErrors.END);
    const announce = date(dto.announcement_time);
    if (announce && announce.getTime() < end.getTime()) throw fieldError('announcement_time', TestErrors.ANNOUNCE);
    const objStart = date(dto.objection_start_time);
    const objEnd = date(dto.objection_end_time);
    if (!objStart !== !objEnd) throw fieldError(objStart ? 'objection_end_time' : 'objection_start_time', TestErrors.OBJECTION_PAIR);
    if (objStart && (!announce || objStart.getTime() < announce.getTime())) throw fieldError('objection_start_time', TestErrors.OBJECTION_START);
    if (objStart && objEnd && objEnd.getTime() <= objStart.getTime()) throw fieldError('objection_end_time', TestErrors.OBJECTION_END);
    return { start_time: start, end_time: end, announcement_time: announce, objection_start_time: objStart, objection_end_time: objEnd };
  }

  /**
   * The chosen examinees, each a REGISTERED learner of the classroom; none chosen = all of them.
   * An event may have none yet: its questionnaire admits whoever may register (docs/domain-rules.md).
   */
  private async examinees(m: EntityManager, classroomId: number, chosen: number[] | undefined, event: boolean) {
    const regs = await m.getRepository(Registration).findBy({ classroom_id: classroomId, status: RegistrationStatus.REGISTERED });
    const registered = new Set(regs.map((r) => r.owner_id));
    if (!chosen || !chosen.length) {
      if (!registered.size && !event) throw fieldError('examinees', TestErrors.NO_EXAMINEES);
      return [...registered];
    }
    for (const id of chosen) if (!registered.has(id)) throw fieldError('examinees', TestErrors.EXAMINEE(id));
    return [...new Set(chosen)];
  }

  /** POST tests/{id}/append_question: one more bank question of the classroom's unit, copied, before the start. */
  async appendQuestion(me: AuthUser, id: number, questionId: number, mark: number | undefined) {
    return this.ds.transaction(async (m) => {
      const t = await m.getRepository(Test).findOneBy({ id });
      if (!t) throw notFound();
      if (t.start_time && t.start_time.getTime() <= this.clock.now().getTime()) throw conflict(TestErrors.STARTED);
      const q = await m.getRepository(Question).findOneBy({ id: questionId });
      const classroom = await m.getRepository(Classroom).findOneByOrFail({ id: t.classroom_id });
      const event = await isEventClassroom(m, classroom);
      if (!q || (event ? q.type !== QuestionType.EVENT : q.type === QuestionType.EVENT || q.unit_id !== classroom.unit_id)) {
        throw fieldError('question', event ? 'سوال از بانک سوال رویدادها یافت نشد.' : 'سوال از بانک سوال درس این کلاس یافت نشد.');
      }
      const existing = await m.getRepository(TestQuestion).findBy({ test_id: id });
      if (existing.some((x) => x.question_id === q.id)) throw conflict('این سوال پیش‌تر در این آزمون آمده است.');
      const choices = await m.getRepository(QuestionChoice).findBy({ question_id: q.id });
      const [copy] = testQuestionsFrom(id, [{ question_id: q.id, mark: mark ?? q.mark } as TestSetQuestion], [q], choices);
      await m.getRepository(TestQuestion).insert({ ...copy, order: existing.reduce((max, x) => Math.max(max, x.order + 1), 0) });
      return this.one(me, id, m);
    });
  }

  /** The set's questions as they are now, copied with their set marks and order. */
  private async copyQuestions(m: EntityManager, testId: number, setId: number) {
    const links = await m.getRepository(TestSetQuestion).find({ where: { test_set_id: setId }, order: { order: 'ASC', id: 'ASC' } });
    if (!links.length) throw fieldError('test_set', TestErrors.EMPTY_SET);
    const qIds = links.map((l) => l.question_id);
    const [questions, choices] = await Promise.all([m.getRepository(Question).findBy({ id: In(qIds) }), m.getRepository(QuestionChoice).findBy({ question_id: In(qIds) })]);
    await m.getRepository(TestQuestion).delete({ test_id: testId });
    await m.getRepository(TestQuestion).insert(testQuestionsFrom(testId, links, questions, choices));
  }

  async remove(id: number) {
    await this.ds.transaction(async (m) => {
      const t = await m.getRepository(Test).findOneBy({ id });
      if (!t) throw notFound();
      if (t.start_time && t.start_time.getTime() <= this.clock.now().getTime()) throw conflict(TestErrors.STARTED);
      await m.getRepository(TestQuestion).delete({ test_id: id });
      await m.getRepository(TestExaminee).delete({ test_id: id });
      await m.getRepository(Test).delete({ id });
    });
  }

  /** PUT test_questions/{id}: mark, extra-mark flag and order, only before the test starts. */
  async editQuestion(me: AuthUser, id: number, dto: TestQuestionDto) {
    return this.ds.transaction(async (m) => {
      const q = await m.getRepository(TestQuestion).findOneBy({ id });
      if (!q) throw notFound();
      const t = await m.getRepository(Test).findOneByOrFail({ id: q.test_id });
      if (t.start_time && t.start_time.getTime() <= this.clock.now().getTime()) throw conflict(TestErrors.STARTED);
      await m.getRepository(TestQuestion).update({ id }, { mark: dto.mark ?? q.mark, is_extra_mark: dto.is_extra_mark ?? q.is_extra_mark });
      if (dto.order !== undefined) {
        // The question moves to that place; the others keep their order around it, numbered from 0.
        const all = await m.getRepository(TestQuestion).find({ where: { test_id: t.id }, order: { order: 'ASC', id: 'ASC' } });
        const rest = all.filter((x) => x.id !== id);
        rest.splice(Math.min(dto.order, rest.length), 0, q);
        for (const [order, x] of rest.entries()) if (x.order !== order || x.id === id) await m.getRepository(TestQuestion).update({ id: x.id }, { order });
      }
      const test = await this.one(me, t.id, m);
      return test.test_questions_info.find((x) => x.id === id);
    });
  }
}
