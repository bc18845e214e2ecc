import { Injectable } from '@nestjs/common';
import { QuestionModelType, QuestionType } from '@daneshsara/domain';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import { paginate, type ListQuery } from '../../../core/list';
import type { QuestionChoiceDto, QuestionDto } from '../dto/exams.dto';
import { SessionTemplate, Unit } from '../entities/lma.entities';
import { Question, QuestionChoice, SessionTemplateQuestion, TestSetQuestion } from '../entities/exams.entities';
import { QUESTION_CHOICES_LIST, QUESTIONS_LIST } from './exams.lists';

export const BankErrors = {
  UNIT: 'درس را انتخاب کنید.',
  UNIT_MISSING: 'درس یافت نشد.',
  CHOICES_FEW: 'سوال چند گزینه‌ای دست کم دو گزینه می‌خواهد.',
  CHOICES_MANY: 'سوال حداکثر ۱۰ گزینه دارد.',
  CHOICE_TEXT: 'متن هر گزینه را وارد کنید.',
  CHOICE_TAKEN: 'این گزینه از آن سوال دیگری است.',
  OPEN_NO_CHOICES: 'سوال تشریحی گزینه ندارد.',
  CORRECT_CHOICE: 'گزینه درست را از میان گزینه‌ها انتخاب کنید.',
  IN_TEST_SET: 'این سوال در مجموعه آزمونی به کار رفته است؛ نخست آن را از مجموعه بردارید.',
  CORRECT_CHOICE_DELETE: 'گزینه درست سوال را نمی‌توان حذف کرد؛ نخست گزینه درست را تغییر دهید.',
  LAST_CHOICES: 'سوال چند گزینه‌ای دست کم دو گزینه می‌خواهد؛ این گزینه را نمی‌توان حذف کرد.',
  TEMPLATE: 'الگوی جلسه یافت نشد.',
  ALREADY_ATTACHED: 'این سوال پیش‌تر به این الگوی جلسه افزوده شده است.',
  TEMPLATE_UNIT: 'سوال باید از بانک سوال همان درس الگوی جلسه باشد.',
} as const;

const MAX_CHOICES = 10;

/** A question as every staff screen reads it (ENDPOINTS.md 1.2). */
export function questionRow(q: Question, choices: QuestionChoice[]) {
  const mine = choices.filter((c) => c.question_id === q.id).sort((a, b) => a.position - b.position || a.id - b.id);
  return {
    id: q.id,
    unit: q.unit_id,
    type: q.type,
    model_type: q.model_type,
    text: q.text,
    correct_answer: q.correct_answer,
    mark: q.mark,
    level: q.level,
    correct_choice_index: q.correct_choice_index,
    choices: mine.map((c) => c.id),
    choices_info: mine.map((c) => ({ id: c.id, text: c.text })),
    creation_time: q.creation_time.toISOString(),
    last_modification_time: q.last_modification_time.toISOString(),
  };
}
export type QuestionRow = ReturnType<typeof questionRow>;

type ChoiceIn = { id: number; text?: string } | { text: string };

/** The question bank: questions, their choices, and their place on session templates. */
@Injectable()
export class QuestionBankService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Three queries whatever the page size: count, page, the page's choices. */
  async list(lq: ListQuery) {
    const { rows, count } = await paginate(this.ds.getRepository(Question).createQueryBuilder('q'), lq, QUESTIONS_LIST);
    return { rows: await this.rows(rows), count };
  }

  async rows(questions: Question[], m: EntityManager = this.ds.manager) {
    const choices = questions.length ? await m.getRepository(QuestionChoice).findBy({ question_id: In(questions.map((q) => q.id)) }) : [];
    return questions.map((q) => questionRow(q, choices));
  }

  async one(id: number) {
    const q = await this.ds.getRepository(Question).findOneBy({ id });
    if (!q) throw notFound();
    return (await this.rows([q]))[0];
  }

  /** Create or replace a question with its choices, in one transaction. */
  async save(id: number | null, dto: QuestionDto, creatorId: number | null) {
    return this.ds.transaction(async (m) => {
      const repo = m.getRepository(Question);
      const current = id ? await repo.findOneBy({ id }) : null;
      if (id && !current) throw notFound();
      const template = dto.session_template ? await m.getRepository(SessionTemplate).findOneBy({ id: dto.session_template }) : null;
      if (dto.session_template && !template) throw fieldError('session_template', BankErrors.TEMPLATE);
      const type = dto.type ?? current?.type ?? QuestionType.QUESTION_BANK;
      const unitId = type === QuestionType.EVENT ? null : (dto.unit ?? template?.unit_id ?? current?.unit_id ?? null);
      if (type === QuestionType.QUESTION_BANK) {
        if (!unitId) throw fieldError('unit', BankErrors.UNIT);
        if (!(await m.getRepository(Unit).existsBy({ id: unitId }))) throw fieldError('unit', BankErrors.UNIT_MISSING);
        if (template && template.unit_id !== unitId) throw fieldError('session_template', BankErrors.TEMPLATE_UNIT);
      }
      const given = dto.choices !== undefined ? parseChoices(dto.choices) : null;
      const keptChoices = given ?? (current ? await m.getRepository(QuestionChoice).findBy({ question_id: current.id }) : []);
      const modelType = dto.model_type ?? (dto.choices !== undefined || !current ? (keptChoices.length ? QuestionModelType.MULTI_CHOICE : QuestionModelType.OPEN_ENDED) : current.model_type);
      const correct = dto.correct_choice_index !== undefined ? dto.correct_choice_index : (current?.correct_choice_index ?? null);
      if (modelType === QuestionModelType.OPEN_ENDED && keptChoices.length && given) throw fieldError('choices', BankErrors.OPEN_NO_CHOICES);
      if (modelType === QuestionModelType.MULTI_CHOICE) {
        if (keptChoices.length < 2) throw fieldError('choices', BankErrors.CHOICES_FEW);
        if (keptChoices.length > MAX_CHOICES) throw fieldError('choices', BankErrors.CHOICES_MANY);
        if (correct === null || correct >= keptChoices.length) throw fieldError('correct_choice_index', BankErrors.CORRECT_CHOICE);
      }
      const now = this.clock.now();
      const saved = await repo.save({
        ...(current ?? { creation_time: now, creator_id: creatorId }),
        unit_id: unitId,
        type,
        model_type: modelType,
        text: dto.text,
        correct_answer: dto.correct_answer !== undefined ? (dto.correct_answer ?? null) : (current?.correct_answer ?? null),
        mark: dto.mark ?? current?.mark ?? 1,
        level: dto.level !== undefined ? (dto.level ?? null) : (current?.level ?? null),
        correct_choice_index: modelType === QuestionModelType.MULTI_CHOICE ? correct : null,
        last_modification_time: now,
      });
      if (given) await this.placeChoices(m, saved.id, given, now);
      if (template) await this.attach(m, template.id, saved.id, now);
      return (await this.rows([saved], m))[0];
    });
  }

  /** Given choices become the question's, in order; its other choices go. */
  private async placeChoices(m: EntityManager, questionId: number, given: ChoiceIn[], now: Date) {
    const repo = m.getRepository(QuestionChoice);
    const ids = given.flatMap((c) => ('id' in c ? [c.id] : []));
    const known = ids.length ? await repo.findBy({ id: In(ids) }) : [];
    for (const id of ids) {
      const c = known.find((k) => k.id === id);
      if (!c) throw fieldError('choices', `گزینه ${id} یافت نشد.`);
      if (c.question_id !== null && c.question_id !== questionId) throw fieldError('choices', BankErrors.CHOICE_TAKEN);
    }
    const old = await repo.findBy({ question_id: questionId });
    const drop = old.filter((o) => !ids.includes(o.id)).map((o) => o.id);
    if (drop.length) await repo.delete({ id: In(drop) });
    for (const [position, c] of given.entries()) {
      if ('id' in c) await repo.update({ id: c.id }, { question_id: questionId, position, ...(c.text ? { text: c.text } : {}) });
      else await repo.insert({ question_id: questionId, text: c.text, position, creation_time: now });
    }
  }

  async remove(id: number) {
    await this.ds.transaction(async (m) => {
      if (!(await m.getRepository(Question).existsBy({ id }))) throw notFound();
      if (await m.getRepository(TestSetQuestion).existsBy({ question_id: id })) throw conflict(BankErrors.IN_TEST_SET);
      await m.getRepository(QuestionChoice).delete({ question_id: id });
      await m.getRepository(SessionTemplateQuestion).delete({ question_id: id });
      await m.getRepository(Question).delete({ id });
    });
  }

  /** POST session_templates/{id}/append_question: a bank question of the template's unit. */
  async appendToTemplate(templateId: number, questionId: number) {
    return this.ds.transaction(async (m) => {
      const template = await m.getRepository(SessionTemplate).findOneBy({ id: templateId });
      if (!template) throw notFound();
      const q = await m.getRepository(Question).findOneBy({ id: questionId });
      if (!q) throw fieldError('question', 'سوال یافت نشد.');
      if (q.unit_id !== template.unit_id) throw fieldError('question', BankErrors.TEMPLATE_UNIT);
      if (await m.getRepository(SessionTemplateQuestion).existsBy({ session_template_id: templateId, question_id: questionId })) throw conflict(BankErrors.ALREADY_ATTACHED);
      await this.attach(m, templateId, questionId, this.clock.now());
      const links = await m.getRepository(SessionTemplateQuestion).findBy({ session_template_id: templateId });
      const questions = await m.getRepository(Question).findBy({ id: In(links.map((l) => l.question_id)) });
      return { id: template.id, title: template.title, unit: template.unit_id, questions: questions.map((x) => x.id), questions_info: await this.rows(questions, m) };
    });
  }

  private async attach(m: EntityManager, templateId: number, questionId: number, now: Date) {
    const repo = m.getRepository(SessionTemplateQuestion);
    if (await repo.existsBy({ session_template_id: templateId, question_id: questionId })) return;
    await repo.insert({ session_template_id: templateId, question_id: questionId, creation_time: now });
  }

  // ---- question_choices ----

  async choices(lq: ListQuery) {
    const { rows, count } = await paginate(this.ds.getRepository(QuestionChoice).createQueryBuilder('qc'), lq, QUESTION_CHOICES_LIST);
    return { rows: rows.map(choiceRow), count };
  }

  async choice(id: number) {
    const c = await this.ds.getRepository(QuestionChoice).findOneBy({ id });
    if (!c) throw notFound();
    return choiceRow(c);
  }

  /** A new choice; with `question` it is added last to that multi-choice question. */
  async saveChoice(id: number | null, dto: QuestionChoiceDto) {
    return this.ds.transaction(async (m) => {
      const repo = m.getRepository(QuestionChoice);
      const current = id ? await repo.findOneBy({ id }) : null;
      if (id && !current) throw notFound();
      if (current) {
        await repo.update({ id: current.id }, { text: dto.text });
        return choiceRow({ ...current, text: dto.text });
      }
      let position = 0;
      if (dto.question) {
        const q = await m.getRepository(Question).findOneBy({ id: dto.question });
        if (!q) throw fieldError('question', 'سوال یافت نشد.');
        const siblings = await repo.findBy({ question_id: q.id });
        if (siblings.length >= MAX_CHOICES) throw fieldError('question', BankErrors.CHOICES_MANY);
        position = siblings.length;
        if (q.model_type !== QuestionModelType.MULTI_CHOICE) await m.getRepository(Question).update({ id: q.id }, { model_type: QuestionModelType.MULTI_CHOICE });
      }
      const saved = await repo.save({ question_id: dto.question ?? null, text: dto.text, position, creation_time: this.clock.now() });
      return choiceRow(saved);
    });
  }

  /** Removing a choice keeps the question whole: not its right choice, not below two; later choices move up. */
  async removeChoice(id: number) {
    await this.ds.transaction(async (m) => {
      const repo = m.getRepository(QuestionChoice);
      const c = await repo.findOneBy({ id });
      if (!c) throw notFound();
      if (c.question_id === null) {
        await repo.delete({ id, question_id: IsNull() });
        return;
      }
      const q = await m.getRepository(Question).findOneByOrFail({ id: c.question_id });
      const siblings = (await repo.findBy({ question_id: q.id })).sort((a, b) => a.position - b.position || a.id - b.id);
      const index = siblings.findIndex((s) => s.id === id);
      if (q.model_type === QuestionModelType.MULTI_CHOICE) {
        if (index === q.correct_choice_index) throw conflict(BankErrors.CORRECT_CHOICE_DELETE);
        if (siblings.length <= 2) throw conflict(BankErrors.LAST_CHOICES);
      }
      await repo.delete({ id });
      const rest = siblings.filter((s) => s.id !== id);
      for (const [position, s] of rest.entries()) if (s.position !== position) await repo.update({ id: s.id }, { position });
      if (q.correct_choice_index !== null && index < q.correct_choice_index) await m.getRepository(Question).update({ id: q.id }, { correct_choice_index: q.correct_choice_index - 1 });
    });
  }
}

function choiceRow(c: QuestionChoice) {
  return { id: c.id, text: c.text, question: c.question_id, position: c.position };
}

/** Choices as clients send them: ids (numbers) of choices made before, texts, `{text}`, or `{id, text}` to reword one. */
function parseChoices(list: unknown[]): ChoiceIn[] {
  return list.map((item) => {
    if (typeof item === 'number' && Number.isInteger(item)) return { id: item };
    const raw = typeof item === 'string' ? item : item && typeof item === 'object' ? (item as { text?: unknown; id?: unknown }) : null;
    if (raw && typeof raw === 'object' && Number.isInteger(raw.id)) {
      if (raw.text === undefined) return { id: raw.id as number };
      if (typeof raw.text !== 'string' || !raw.text.trim() || raw.text.length > 5_000) throw fieldError('choices', BankErrors.CHOICE_TEXT);
      return { id: raw.id as number, text: raw.text.trim() };
    }
    const text = typeof raw === 'string' ? raw : typeof raw?.text === 'string' ? raw.text : '';
    if (!text.trim() || text.length > 5_000) throw fieldError('choices', BankErrors.CHOICE_TEXT);
    return { text: text.trim() };
  });
}
