import { QuestionModelType, QuestionType, RegistrationStatus } from '@daneshsara/domain';
import { In, type EntityManager } from 'typeorm';
import { Ticket, TicketCategory, TicketReply } from '../modules/mma';
import { User } from '../modules/uma';
import { AnswerBook, AnswerSheet, Question, QuestionChoice, Registration, Test, TestExaminee, TestQuestion, TestSet, testQuestionsFrom, TestSetQuestion } from '../modules/lma';

type BankQuestion = { text: string; mark: number; level: string; answer?: string; choices?: string[]; correct?: number };

/** «فلسفه علم»'s bank: open questions with model answers and multi-choice ones, levels 1 to 4. */
const BANK: BankQuestion[] = [
  { text: '<p>معیار <b>ابطال‌پذیری</b> پوپر را با یک مثال توضیح دهید.</p>', mark: 5, level: 'LEVEL2', answer: '<p>نظریه‌ای علمی است که بتوان آزمونی تصور کرد که نادرستی‌اش را نشان دهد؛ «همه قوها سفیدند» با دیدن یک قوی سیاه ابطال می‌شود.</p>' },
  { text: '<p>مسئله استقرای هیوم چیست و چرا حل آن دشوار است؟</p>', mark: 5, level: 'LEVEL3', answer: '<p>هیچ شمار از مشاهده‌های جزئی، گزاره کلی را به‌طور منطقی نتیجه نمی‌دهد و توجیه استقرا با خود استقرا دوری است.</p>' },
  { text: 'کتاب «ساختار انقلاب‌های علمی» از کیست؟', mark: 2, level: 'LEVEL1', choices: ['کارل پوپر', 'تامس کوهن', 'ایمره لاکاتوش', 'پل فایرابند'], correct: 1 },
  { text: 'در مدل قانون فراگیر همپل، تبیین از چه ساخته می‌شود؟', mark: 2, level: 'LEVEL2', choices: ['قانون‌های کلی و شرایط اولیه', 'تنها مشاهده‌ها', 'شهود دانشمند', 'اجماع جامعه علمی'], correct: 0 },
  { text: '<p>«علم عادی» در نگاه کوهن را در یک رشته دلخواه نشان دهید.</p>', mark: 6, level: 'LEVEL4', answer: '<p>پژوهش در چارچوب یک پارادایم پذیرفته برای حل معماها، بی‌آنکه خود پارادایم زیر سؤال برود.</p>' },
];

/** A bank for «فلسفه علم» and a «میان‌ترم» set made from it (the mould of the demo's tests). */
export async function seedExamBank(em: EntityManager, now: Date, unitId: number): Promise<{ questions: Question[]; set: TestSet; eventSet: TestSet }> {
  const questions: Question[] = [];
  for (const q of BANK) {
    const saved = await em.save(
      em.create(Question, {
        unit_id: unitId, type: QuestionType.QUESTION_BANK, model_type: q.choices ? QuestionModelType.MULTI_CHOICE : QuestionModelType.OPEN_ENDED,
        text: q.text, correct_answer: q.answer ?? null, mark: q.mark, level: q.level, correct_choice_index: q.correct ?? null, creator_id: null,
        creation_time: now, last_modification_time: now,
      }),
    );
    if (q.choices) await em.insert(QuestionChoice, q.choices.map((text, position) => ({ question_id: saved.id, text, position, creation_time: now })));
    questions.push(saved);
  }
  const set = await em.save(
    em.create(TestSet, {
      title: 'میان‌ترم فلسفه علم', description: 'فصل‌های یک تا چهار: ابطال‌پذیری، استقرا، تبیین و پارادایم.', level: 'LEVEL2', unit_id: unitId, type: QuestionType.QUESTION_BANK,
      creator_id: null, creation_time: now, last_modification_time: now,
    }),
  );
  await em.insert(TestSetQuestion, questions.slice(0, 4).map((q, order) => ({ test_set_id: set.id, question_id: q.id, mark: q.mark, order })));
  // The events' bank (type EVENT, no unit) and the pre-registration questionnaire set made from it.
  const eventSet = await em.save(
    em.create(TestSet, {
      title: 'پرسشنامه پیش از ثبت نام', description: 'برای برنامه‌ریزی همایش: چند پرسش کوتاه پیش از ثبت نام.', level: null, unit_id: null, type: QuestionType.EVENT,
      creator_id: null, creation_time: now, last_modification_time: now,
    }),
  );
  for (const [order, q] of EVENT_POLL.entries()) {
    const saved = await em.save(
      em.create(Question, {
        unit_id: null, type: QuestionType.EVENT, model_type: q.choices ? QuestionModelType.MULTI_CHOICE : QuestionModelType.OPEN_ENDED, text: q.text, correct_answer: null, mark: 1,
        level: 'LEVEL1', correct_choice_index: q.choices ? 0 : null, creator_id: null, creation_time: now, last_modification_time: now,
      }),
    );
    if (q.choices) await em.insert(QuestionChoice, q.choices.map((text, position) => ({ question_id: saved.id, text, position, creation_time: now })));
    await em.insert(TestSetQuestion, { test_set_id: eventSet.id, question_id: saved.id, mark: 1, order });
  }
  return { questions, set, eventSet };
}

/** The events' questionnaire: what the organisers ask before registering (no right answers). */
const EVENT_POLL: { text: string; choices?: string[] }[] = [
  { text: 'از چه راهی با این رویداد آشنا شدید؟', choices: ['دوستان', 'شبکه‌های اجتماعی', 'پیامک'] },
  { text: 'در کدام کارگاه همایش شرکت می‌کنید؟', choices: ['کارگاه نگارش علمی', 'کارگاه منطق و استدلال', 'هنوز تصمیم نگرفته‌ام'] },
  { text: 'چه انتظاری از این همایش دارید؟' },
];

/**
 * The annual gathering's questionnaire (its first test, ENDPOINTS.md 4.1 step 3): held over its
 * whole registration period; no examinees in advance (whoever may register answers it first).
 */
export async function seedEventQuestionnaire(em: EntityManager, now: Date, event: { id: number; beginning_registration_period: Date | null; ending_registration_period: Date | null }, set: TestSet): Promise<Test> {
  const links = await em.find(TestSetQuestion, { where: { test_set_id: set.id }, order: { order: 'ASC', id: 'ASC' } });
  const questions = await em.findBy(Question, { id: In(links.map((l) => l.question_id)) });
  const choices = await em.findBy(QuestionChoice, { question_id: In(links.map((l) => l.question_id)) });
  const test = await em.save(
    em.create(Test, {
      classroom_id: event.id, test_set_id: set.id, title: 'پرسشنامه همایش', description: set.description, level: null,
      start_time: event.beginning_registration_period ?? now, end_time: event.ending_registration_period ?? new Date(now.getTime() + 30 * 86_400_000),
      duration_deadline: 30, announcement_time: null, objection_start_time: null, objection_end_time: null, creator_id: null, creation_time: now, last_modification_time: now,
    }),
  );
  await em.insert(TestQuestion, testQuestionsFrom(test.id, links, questions, choices));
  return test;
}

/**
 * Two tests of «فلسفه علم» from its «میان‌ترم» set for every registered learner: a quiz under way
 * right now (the demo learner can sit it) and a midterm held ten days ago whose objection window
 * has closed.
 */
export async function seedExamTests(em: EntityManager, now: Date, classroomId: number, set: TestSet): Promise<Test[]> {
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  const links = await em.find(TestSetQuestion, { where: { test_set_id: set.id }, order: { order: 'ASC', id: 'ASC' } });
  const questions = await em.findBy(Question, { id: In(links.map((l) => l.question_id)) });
  const choices = await em.findBy(QuestionChoice, { question_id: In(links.map((l) => l.question_id)) });
  const owners = (await em.findBy(Registration, { classroom_id: classroomId, status: RegistrationStatus.REGISTERED })).map((r) => r.owner_id);
  const plans = [
    { title: 'میان‌ترم فلسفه علم', start: -240, end: -236, duration: 90, announce: -192, objection: [-190, -144] },
    { title: 'آزمونک جلسه چهارم', start: -1, end: 46, duration: 45, announce: 72, objection: [74, 120] },
  ];
  const tests: Test[] = [];
  for (const p of plans) {
    const test = await em.save(
      em.create(Test, {
        classroom_id: classroomId, test_set_id: set.id, title: p.title, description: set.description, level: set.level, start_time: at(p.start), end_time: at(p.end),
        duration_deadline: p.duration, announcement_time: at(p.announce), objection_start_time: at(p.objection[0]), objection_end_time: at(p.objection[1]),
        creator_id: null, creation_time: at(p.start - 48), last_modification_time: at(p.start - 48),
      }),
    );
    await em.insert(TestQuestion, testQuestionsFrom(test.id, links, questions, choices));
    if (owners.length) await em.insert(TestExaminee, owners.map((owner_id) => ({ test_id: test.id, owner_id })));
    tests.push(test);
  }
  return tests;
}

/** Answers of the demo's midterm, per question in order: an open answer's text, or a choice. */
const ANSWERS: { text?: string; choice?: number; share: number }[] = [
  { text: '<p>نظریه‌ای علمی است که بتوان مشاهده‌ای را تصور کرد که آن را رد کند؛ مانند «همه فلزها با گرما منبسط می‌شوند».</p>', share: 0.8 },
  { text: '<p>از مشاهده‌های جزئی نمی‌توان به‌طور منطقی به قانون کلی رسید.</p>', share: 0.6 },
  { choice: 1, share: 1 },
  { choice: 2, share: 0 },
];

/**
 * The midterm held ten days ago, sat by «فلسفه علم»'s learners: the demo learner's book graded by
 * the demo grader, objected to inside the window (an EDUCATIONAL ticket answered by the
 * educational head) and finalised with a raised score; the other classmates graded but two, waiting for a grader.
 */
export async function seedExamBooks(em: EntityManager, midterm: Test): Promise<void> {
  const start = midterm.start_time!.getTime();
  const at = (minutes: number) => new Date(start + minutes * 60_000);
  const questions = await em.find(TestQuestion, { where: { test_id: midterm.id }, order: { order: 'ASC', id: 'ASC' } });
  const regs = await em.find(Registration, { where: { classroom_id: midterm.classroom_id, status: RegistrationStatus.REGISTERED }, order: { id: 'ASC' } });
  const byMobile = async (mobile: string) => (await em.findOne(User, { where: { mobile_number: mobile }, select: ['id'] }))?.id ?? null;
  const [learner, grader, head] = [await byMobile('09120000001'), await byMobile('09120000012'), await byMobile('09120000004')];
  const educational = await em.findOneBy(TicketCategory, { type: 'EDUCATIONAL' });
  for (const [i, r] of regs.entries()) {
    const mine = r.owner_id === learner;
    const graded = mine || i < regs.length - 2;
    const scores = questions.map((q, k) => Math.round(q.mark * Math.max(0, ANSWERS[k % ANSWERS.length].share - (mine ? 0 : (i % 3) * 0.2)) * 4) / 4);
    const book = await em.save(
      em.create(AnswerBook, {
        test_id: midterm.id, owner_id: r.owner_id, registration_id: r.id, status: graded ? 'GRADED' : 'SUBMITTED', attending_start_time: at(5 + i), attending_end_time: at(70 + i),
        total_score: graded ? scores.reduce((a, b) => a + b, 0) : null, grader_id: graded ? grader : null, grader_description: graded ? 'پاسخ‌های تشریحی را کامل‌تر و با مثال بنویسید.' : null,
        grading_time: graded ? at(60 * 30) : null, creator_id: r.owner_id, creation_time: at(4 + i), last_modification_time: at(60 * 30),
      }),
    );
    await em.insert(
      AnswerSheet,
      questions.map((q, k) => {
        const a = ANSWERS[k % ANSWERS.length];
        return {
          answer_book_id: book.id, test_question_id: q.id, answer_text: a.text ?? null, answer_attachment: null, answer_choice_index: a.choice ?? null,
          score: graded || a.choice !== undefined ? scores[k] : null, scorer_id: a.choice !== undefined ? null : grader, scoring_time: at(60 * 30), creation_time: at(20 + k * 10), last_modification_time: at(20 + k * 10),
        };
      }),
    );
    if (!mine || !educational || !learner) continue;
    // The objection: inside the window (announced two days after the test, objections until day four).
    const objected = new Date(midterm.objection_start_time!.getTime() + 3 * 3_600_000);
    const request = 'پاسخ سوال دوم به مسئله دور در توجیه استقرا هم اشاره کرده است؛ لطفاً دوباره بررسی شود.';
    const ticket = await em.save(
      em.create(Ticket, {
        title: `اعتراض به نتیجه ${midterm.title}`, body: request, status: 'ADMIN_REPLIED', priority: null, category_id: educational.id, source_type: 'TRAINING_CLASSROOM',
        source_id: midterm.classroom_id, attachment: null, owner_id: learner, creator_id: learner, creation_time: objected, last_modification_time: new Date(objected.getTime() + 20 * 3_600_000),
      }),
    );
    const answered = new Date(objected.getTime() + 20 * 3_600_000);
    const result = 'اعتراض وارد است؛ نمره سوال دوم از ۳ به ۴ افزایش یافت.';
    await em.insert(TicketReply, { ticket_id: ticket.id, body: result, creator_id: head ?? learner, is_staff: true, creation_time: answered });
    const second = await em.findOneByOrFail(AnswerSheet, { answer_book_id: book.id, test_question_id: questions[1].id });
    await em.update(AnswerSheet, { id: second.id }, { score: 4, scorer_id: head, scoring_time: answered });
    await em.update(AnswerBook, { id: book.id }, {
      status: 'FINALIZED', total_score: book.total_score! - scores[1] + 4, objection_request: request, objection_time: objected, objection_result: result,
      objection_result_time: answered, objection_responder_id: head, ticket_id: ticket.id, last_modification_time: answered,
    });
  }
}
