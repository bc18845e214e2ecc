import { QuestionModelType, QuestionType, RegistrationStatus } from '@daneshsara/domain';
import { In, type EntityManager } from 'typeorm';
import { Question, QuestionChoice, Registration, Test, TestExaminee, TestQuestion, TestSet, testQuestionsFrom, TestSetQuestion } from '../modules/lma';

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
export async function seedExamBank(em: EntityManager, now: Date, unitId: number): Promise<{ questions: Question[]; set: TestSet }> {
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
  // A questionnaire in the events' bank, for an event's pre-registration test.
  const poll = await em.save(
    em.create(Question, {
      unit_id: null, type: QuestionType.EVENT, model_type: QuestionModelType.MULTI_CHOICE, text: 'از چه راهی با این رویداد آشنا شدید؟', correct_answer: null, mark: 1,
      level: 'LEVEL1', correct_choice_index: 0, creator_id: null, creation_time: now, last_modification_time: now,
    }),
  );
  await em.insert(QuestionChoice, ['دوستان', 'شبکه‌های اجتماعی', 'پیامک'].map((text, position) => ({ question_id: poll.id, text, position, creation_time: now })));
  const eventSet = await em.save(em.create(TestSet, { title: 'پرسشنامه پیش از ثبت نام', description: null, level: null, unit_id: null, type: QuestionType.EVENT, creator_id: null, creation_time: now, last_modification_time: now }));
  await em.insert(TestSetQuestion, { test_set_id: eventSet.id, question_id: poll.id, mark: 1, order: 0 });
  return { questions, set };
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
