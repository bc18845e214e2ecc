import { Injectable } from '@nestjs/common';
import { QuestionType } from '@daneshsara/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import { paginate, type ListQuery } from '../../../core/list';
import type { AppendQuestionDto, TestSetDto } from '../dto/exams.dto';
import { Unit } from '../entities/lma.entities';
import { Question, QuestionChoice, TestSet, TestSetQuestion } from '../entities/exams.entities';
import { TEST_SETS_LIST } from './exams.lists';
import { BankErrors, questionRow } from './question-bank.service';

export const TestSetErrors = {
  QUESTION: (id: unknown) => `سوال ${String(id)} یافت نشد.`,
  OTHER_UNIT: 'سوال‌های مجموعه باید از بانک سوال همان درس باشند.',
  OTHER_TYPE: 'سوال‌های مجموعه رویداد باید از بانک سوال رویدادها باشند.',
  TWICE: 'هر سوال یک بار در مجموعه می‌آید.',
  ALREADY: 'این سوال پیش‌تر در این مجموعه آمده است.',
  ITEM: 'هر سوال مجموعه را با شناسه سوال و در صورت نیاز بارم و ترتیب بفرستید.',
  MARK: 'بارم باید عددی بزرگ‌تر از صفر و حداکثر ۱۰۰ باشد.',
} as const;

type Item = { question: number; mark?: number; order?: number };

/** Test sets: ordered bank questions with their marks, per unit (or the events' bank). */
@Injectable()
export class TestSetsService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Five queries whatever the page size: count, page, their questions, choices, units. */
  async list(lq: ListQuery) {
    const { rows, count } = await paginate(this.ds.getRepository(TestSet).createQueryBuilder('ts'), lq, TEST_SETS_LIST);
    return { rows: await this.rows(rows), count };
  }

  async one(id: number, m: EntityManager = this.ds.manager) {
    const s = await m.getRepository(TestSet).findOneBy({ id });
    if (!s) throw notFound();
    return (await this.rows([s], m))[0];
  }

  private async rows(sets: TestSet[], m: EntityManager = this.ds.manager) {
    if (!sets.length) return [];
    const unitIds = [...new Set(sets.flatMap((s) => (s.unit_id ? [s.unit_id] : [])))];
    const [links, units] = await Promise.all([
      m
        .getRepository(TestSetQuestion)
        .createQueryBuilder('tsq')
        .innerJoinAndMapOne('tsq.question_x', Question, 'q', 'q.id = tsq.question_id')
        .where('tsq.test_set_id IN (:...ids)', { ids: sets.map((s) => s.id) })
        .orderBy('tsq.order', 'ASC')
        .addOrderBy('tsq.id', 'ASC')
        .getMany() as Promise<(TestSetQuestion & { question_x: Question })[]>,
      unitIds.length ? m.getRepository(Unit).findBy({ id: In(unitIds) }) : Promise.resolve([]),
    ]);
    const qIds = [...new Set(links.map((l) => l.question_id))];
    const choices = qIds.length ? await m.getRepository(QuestionChoice).findBy({ question_id: In(qIds) }) : [];
    return sets.map((s) => {
      const items = links
        .filter((l) => l.test_set_id === s.id)
        .map((l) => ({ id: l.id, test_set: s.id, question: l.question_id, mark: l.mark, order: l.order, question_info: questionRow(l.question_x, choices) }));
      const unit = units.find((u) => u.id === s.unit_id);
      return {
        id: s.id,
        title: s.title,
        description: s.description,
        level: s.level,
        type: s.type,
        unit: s.unit_id,
        unit_info: unit ? { id: unit.id, title: unit.title } : null,
        test_set_questions: items,
        test_questions: items,
        test_questions_length: items.length,
        total_mark: Math.round(items.reduce((sum, i) => sum + i.mark, 0) * 100) / 100,
        creation_time: s.creation_time.toISOString(),
        last_modification_time: s.last_modification_time.toISOString(),
      };
    });
  }

  async save(id: number | null, dto: TestSetDto, creatorId: number | null) {
    return this.ds.transaction(async (m) => {
      const repo = m.getRepository(TestSet);
      const current = id ? await repo.findOneBy({ id }) : null;
      if (id && !current) throw notFound();
      const type = dto.type ?? current?.type ?? QuestionType.QUESTION_BANK;
      const unitId = type === QuestionType.EVENT ? null : (dto.unit ?? current?.unit_id ?? null);
      if (type === QuestionType.QUESTION_BANK) {
        if (!unitId) throw fieldError('unit', BankErrors.UNIT);
        if (!(await m.getRepository(Unit).existsBy({ id: unitId }))) throw fieldError('unit', BankErrors.UNIT_MISSING);
      }
      const items = dto.test_set_questions !== undefined ? parseItems(dto.test_set_questions) : null;
      const questions = items ? await this.checkQuestions(m, items.map((i) => i.question), type, unitId) : [];
      const now = this.clock.now();
      const saved = await repo.save({
        ...(current ?? { creation_time: now, creator_id: creatorId }),
        title: dto.title,
        description: dto.description !== undefined ? (dto.description ?? null) : (current?.description ?? null),
        level: dto.level !== undefined ? (dto.level ?? null) : (current?.level ?? null),
        type,
        unit_id: unitId,
        last_modification_time: now,
      });
      if (items) {
        await m.getRepository(TestSetQuestion).delete({ test_set_id: saved.id });
        if (items.length) {
          await m.getRepository(TestSetQuestion).insert(
            items.map((i, index) => ({ test_set_id: saved.id, question_id: i.question, mark: i.mark ?? questions.find((q) => q.id === i.question)!.mark, order: i.order ?? index })),
          );
        }
      }
      return this.one(saved.id, m);
    });
  }

  /** POST test_sets/{id}/append_question: one more question, last unless `order` says otherwise. */
  async append(id: number, dto: AppendQuestionDto) {
    return this.ds.transaction(async (m) => {
      const set = await m.getRepository(TestSet).findOneBy({ id });
      if (!set) throw notFound();
      const [q] = await this.checkQuestions(m, [dto.question], set.type, set.unit_id, 'question');
      const links = await m.getRepository(TestSetQuestion).findBy({ test_set_id: id });
      if (links.some((l) => l.question_id === q.id)) throw conflict(TestSetErrors.ALREADY);
      const order = dto.order ?? links.reduce((max, l) => Math.max(max, l.order + 1), 0);
      await m.getRepository(TestSetQuestion).insert({ test_set_id: id, question_id: q.id, mark: dto.mark ?? q.mark, order });
      await m.getRepository(TestSet).update({ id }, { last_modification_time: this.clock.now() });
      return this.one(id, m);
    });
  }

  async remove(id: number) {
    await this.ds.transaction(async (m) => {
      if (!(await m.getRepository(TestSet).existsBy({ id }))) throw notFound();
      await m.getRepository(TestSetQuestion).delete({ test_set_id: id });
      await m.getRepository(TestSet).delete({ id });
    });
  }

  /** Every question exists, once, and comes from the set's bank (its unit, or the events' bank). */
  private async checkQuestions(m: EntityManager, ids: number[], type: string, unitId: number | null, field = 'test_set_questions') {
    if (new Set(ids).size !== ids.length) throw fieldError(field, TestSetErrors.TWICE);
    const found = ids.length ? await m.getRepository(Question).findBy({ id: In(ids) }) : [];
    for (const id of ids) {
      const q = found.find((x) => x.id === id);
      if (!q) throw fieldError(field, TestSetErrors.QUESTION(id));
      if (type === QuestionType.EVENT ? q.type !== QuestionType.EVENT : q.type !== QuestionType.QUESTION_BANK) throw fieldError(field, TestSetErrors.OTHER_TYPE);
      if (type === QuestionType.QUESTION_BANK && q.unit_id !== unitId) throw fieldError(field, TestSetErrors.OTHER_UNIT);
    }
    return ids.map((id) => found.find((x) => x.id === id)!);
  }
}

/** `test_set_questions` as clients send them: question ids, or `{question, mark?, order?}`. */
function parseItems(list: unknown[]): Item[] {
  return list.map((item) => {
    if (typeof item === 'number' && Number.isInteger(item) && item > 0) return { question: item };
    if (!item || typeof item !== 'object') throw fieldError('test_set_questions', TestSetErrors.ITEM);
    const o = item as Record<string, unknown>;
    const question = Number(o.question);
    if (!Number.isInteger(question) || question <= 0) throw fieldError('test_set_questions', TestSetErrors.ITEM);
    const mark = o.mark === undefined || o.mark === null || o.mark === '' ? undefined : Number(o.mark);
    if (mark !== undefined && !(Number.isFinite(mark) && mark >= 0.25 && mark <= 100)) throw fieldError('test_set_questions', TestSetErrors.MARK);
    const order = o.order === undefined || o.order === null || o.order === '' ? undefined : Number(o.order);
    if (order !== undefined && !(Number.isInteger(order) && order >= 0 && order < 10_000)) throw fieldError('test_set_questions', TestSetErrors.ITEM);
    return { question, mark, order };
  });
}
