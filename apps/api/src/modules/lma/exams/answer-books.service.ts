import { Injectable } from '@nestjs/common';
import { AnswerBookStatus, classroomPhase, RegistrationStatus, type UserBrief, Role, TestStatus, testPhase, WAITING_BOOK_STATUSES, WAITING_FOR_GRADING } from '@daneshsara/domain';
import { Brackets, DataSource } from 'typeorm';
import { can, type AuthUser } from '../../../core/auth';
import { Clock } from '../../../core/clock/clock';
import { conflict, notFound } from '../../../core/http/errors';
import { applyListQuery, paginateRaw, parseListQuery, type ListQuery, type ListSpec } from '../../../core/list';
import { briefFromRaw, briefSelects, User } from '../../uma';
import { Classroom, Registration } from '../entities/lma.entities';
import { classroomFlags } from '../services/classrooms.service';
import { questionnaireOf, QuestionnaireErrors } from './questionnaire';
import { AnswerBook, Test, TestExaminee } from '../entities/exams.entities';
import { AnswerBookView } from './answer-books.view';

export const AnswerBookErrors = {
  NOT_HOLDING: 'آزمون اکنون برگزار نمی‌شود؛ پاسخ‌نامه تنها در زمان برگزاری آزمون باز می‌شود.',
  NOT_STARTED: 'نخست سوال‌های آزمون را دریافت کنید.',
  CLOSED: 'پاسخ‌نامه شما بسته شده است و پاسخ تازه نمی‌پذیرد.',
  LATE: 'مهلت پاسخ‌گویی به این آزمون به پایان رسیده است؛ این پاسخ ثبت نشد و پاسخ‌نامه بسته شد.',
} as const;

const STATUS_VALUES = [...Object.values(AnswerBookStatus), WAITING_FOR_GRADING];

/** GET /lma/answer_books (ENDPOINTS 1.2): every filter the screens send. */
export const ANSWER_BOOKS_LIST: ListSpec = {
  resource: 'answer_books',
  alias: 'b',
  filters: {
    id: { type: 'int', column: 'b.id' },
    test: { type: 'int', column: 'b.test_id' },
    test__classroom: { type: 'int', column: 't.classroom_id' },
    owner: { type: 'int', column: 'b.owner_id' },
    grader: { type: 'int', column: 'b.grader_id' },
    status: {
      type: 'enum',
      values: STATUS_VALUES,
      ops: ['eq', 'in'],
      // WAITING_FOR_GRADING: closed books no grader has taken yet (the graders' «در انتظار تصحیح»).
      apply: (qb, cond, p) => {
        const asked = (Array.isArray(cond.value) ? cond.value : [cond.value]).map(String);
        const plain = asked.filter((s) => s !== WAITING_FOR_GRADING);
        const waiting = asked.includes(WAITING_FOR_GRADING);
        qb.andWhere(
          new Brackets((w) => {
            if (plain.length) w.orWhere(`b.status IN (:...${p})`, { [p]: plain });
            if (waiting) w.orWhere(`(b.status IN (:...${p}w) AND b.grader_id IS NULL)`, { [`${p}w`]: WAITING_BOOK_STATUSES });
          }),
        );
      },
    },
    registration__status: {
      // A status the registrations know, or 400 like every other enum filter (not a silent empty page).
      type: 'enum',
      values: Object.values(RegistrationStatus),
      ops: ['eq'],
      apply: (qb, cond, p) => qb.andWhere(`EXISTS (SELECT 1 FROM lma_registrations r WHERE r.id = b.registration_id AND r.status = :${p})`, { [p]: String(cond.value) }),
    },
    owner__national_code: {
      type: 'string',
      ops: ['eq'],
      apply: (qb, cond, p) => qb.andWhere(`b.owner_id IN (SELECT u.id FROM uma_users u WHERE u.national_code = :${p})`, { [p]: String(cond.value) }),
    },
    registration__teams__id: {
      type: 'int',
      ops: ['eq'],
      apply: (qb, cond, p) =>
        qb.andWhere(`EXISTS (SELECT 1 FROM lma_team_registrations tr WHERE tr.registration_id = b.registration_id AND tr.team_id = :${p})`, { [p]: Number(cond.value) }),
    },
  },
  ordering: { id: 'b.id', creation_time: 'b.creation_time', total_score: 'b.total_score', status: 'b.status', attending_end_time: 'b.attending_end_time' },
  defaultOrdering: '-id',
  params: ['type'],
};

/** Answer books: opening one, reading it, starting the attempt, the lists. */
@Injectable()
export class AnswerBooksService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly view: AnswerBookView,
  ) {}

  /**
   * The books a caller may list: their own; staff every book; a professor or grader their
   * classrooms' books too. Every book has its test (a test is deleted only before it starts, when
   * it has none), so the test is a LEFT join: a count or a deep page that names none of its
   * columns leaves it out (paginate.ts `narrowed`).
   */
  scoped(me: AuthUser) {
    const qb = this.ds.getRepository(AnswerBook).createQueryBuilder('b').leftJoin(Test, 't', 't.id = b.test_id');
    if (can(me.roles, 'lma.manage')) return qb;
    if (me.roles.includes(Role.PROFESSOR) || me.roles.includes(Role.GRADER)) {
      return qb.andWhere(
        '(b.owner_id = :me OR t.classroom_id IN (SELECT c.id FROM lma_classrooms c WHERE c.professor_id = :me) OR t.classroom_id IN (SELECT g.classroom_id FROM lma_classroom_graders g WHERE g.grader_id = :me))',
        { me: me.id },
      );
    }
    return qb.andWhere('b.owner_id = :me', { me: me.id });
  }

  /** Five queries whatever the page size: the caller, count, page with its people, tests with their classrooms, questions. */
  async list(me: AuthUser, lq: ListQuery) {
    // The owner and the grader come with the page (no query of their own).
    const qb = this.scoped(me).leftJoin(User, 'ou', 'ou.id = b.owner_id').leftJoin(User, 'gu', 'gu.id = b.grader_id');
    briefSelects(briefSelects(qb, 'ou', 'owner'), 'gu', 'grader');
    const { rows, raw, count } = await paginateRaw(qb, lq, ANSWER_BOOKS_LIST);
    const briefs = new Map<number, UserBrief>();
    rows.forEach((b, i) => {
      briefs.set(b.owner_id, briefFromRaw(raw[i], 'owner', b.owner_id));
      if (b.grader_id) briefs.set(b.grader_id, briefFromRaw(raw[i], 'grader', b.grader_id));
    });
    return { rows: await this.view.rows(me, rows, {}, undefined, briefs), count };
  }

  /**
   * The dashboard's «پاسخ‌نامه‌های در انتظار تصحیح»: the total of this list filtered
   * `status=WAITING_FOR_GRADING` for the caller (the same scope and filter code), one query.
   */
  waitingCount(me: AuthUser): Promise<number> {
    const lq = parseListQuery({ status: WAITING_FOR_GRADING }, ANSWER_BOOKS_LIST, 1);
    return applyListQuery(this.scoped(me), lq, ANSWER_BOOKS_LIST).orderBy().getCount();
  }

  one(me: AuthUser, id: number) {
    return this.view.one(me, id);
  }

  /**
   * POST get_or_create: the learner's one book of a test. Only an examinee, only while the test is
   * held; twenty calls at once still make one row (INSERT … IGNORE on the unique (test, owner)).
   */
  async getOrCreate(me: AuthUser, testId: number, ownerId?: number | null) {
    const owner = ownerId ?? me.id;
    if (owner !== me.id && !can(me.roles, 'lma.manage')) throw notFound();
    const test = await this.ds.getRepository(Test).findOneBy({ id: testId });
    if (!test) throw notFound();
    if (!(await this.ds.getRepository(TestExaminee).existsBy({ test_id: testId, owner_id: owner }))) await this.admitToQuestionnaire(test, owner);
    const repo = this.ds.getRepository(AnswerBook);
    let book = await repo.findOneBy({ test_id: testId, owner_id: owner });
    if (!book) {
      const now = this.clock.now();
      if (testPhase(test, now) !== TestStatus.HOLDING) throw conflict(AnswerBookErrors.NOT_HOLDING);
      const reg = await this.ds.getRepository(Registration).findOneBy({ classroom_id: test.classroom_id, owner_id: owner, status: RegistrationStatus.REGISTERED });
      await repo
        .createQueryBuilder()
        .insert()
        .into(AnswerBook)
        .values({ test_id: testId, owner_id: owner, registration_id: reg?.id ?? null, status: AnswerBookStatus.CREATED, creator_id: me.id, creation_time: now, last_modification_time: now })
        .orIgnore()
        .execute();
      book = await repo.findOneByOrFail({ test_id: testId, owner_id: owner });
    }
    return (await this.view.rows(me, [book]))[0];
  }

  /**
   * An event's questionnaire has no fixed examinees: whoever may enrol or register in the event now
   * (its per-user flags) becomes one on opening it (docs/domain-rules.md «Event questionnaire»).
   * Other tests' non-examinees get 404, as before.
   */
  private async admitToQuestionnaire(test: Test, owner: number) {
    const classroom = await this.ds.getRepository(Classroom).findOneBy({ id: test.classroom_id });
    const questionnaire = classroom ? await questionnaireOf(this.ds.manager, classroom) : null;
    if (!classroom || questionnaire?.id !== test.id) throw notFound();
    const reg = await this.ds.getRepository(Registration).findOne({ where: { classroom_id: classroom.id, owner_id: owner }, order: { id: 'DESC' } });
    const flags = classroomFlags(classroom, classroomPhase(classroom, this.clock.now()), reg);
    if (!flags.is_enabled_enrolment && !flags.is_enabled_adding) throw conflict(QuestionnaireErrors.CLOSED);
    await this.ds.createQueryBuilder().insert().into(TestExaminee).values({ test_id: test.id, owner_id: owner }).orIgnore().execute();
  }

  /**
   * GET get_test_questions: the owner's first fetch while the test is held starts the attempt
   * (a conditional update, so two tabs start it once). Staff read the book without starting it.
   */
  async questions(me: AuthUser, id: number) {
    const repo = this.ds.getRepository(AnswerBook);
    const book = await repo.findOneBy({ id });
    const access = await this.view.access(me, book);
    if (!access.staff && book!.status === AnswerBookStatus.CREATED) {
      const test = await this.ds.getRepository(Test).findOneByOrFail({ id: book!.test_id });
      const now = this.clock.now();
      if (testPhase(test, now) !== TestStatus.HOLDING) throw conflict(AnswerBookErrors.NOT_HOLDING);
      // Whole seconds: both databases keep the same start (MySQL's DATETIME has no fraction).
      const start = new Date(Math.floor(now.getTime() / 1000) * 1000);
      await repo.update({ id, status: AnswerBookStatus.CREATED }, { status: AnswerBookStatus.FETCHED, attending_start_time: start, last_modification_time: now });
    }
    return this.view.one(me, id, { sheets: true, questions: true });
  }
}
