import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../core/database/columns';

/**
 * A question of a unit's bank (type QUESTION_BANK) or of the events' bank (type EVENT, no unit).
 * `model_type` follows the choices: with choices it is MULTI_CHOICE, without OPEN_ENDED.
 */
@Entity('lma_questions')
export class Question {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_lma_questions_unit')
  @Column({ type: 'int', nullable: true })
  unit_id: number | null;
  @Index('ix_lma_questions_type')
  @Column({ type: 'varchar', length: 20, default: 'QUESTION_BANK' })
  type: string;
  @Column({ type: 'varchar', length: 20, default: 'OPEN_ENDED' }) model_type: string;
  /** Rich text (HTML, formulas as the editor writes them). */
  @Column({ type: 'text' }) text: string;
  /** The model answer of an open question (rich text); never shown to a learner before the results. */
  @Column({ type: 'text', nullable: true }) correct_answer: string | null;
  @Column({ type: 'double', default: 1 }) mark: number;
  @Column({ type: 'varchar', length: 10, nullable: true }) level: string | null;
  /** Index (from 0) of the right choice among the question's choices in their order. */
  @Column({ type: 'int', nullable: true }) correct_choice_index: number | null;
  @Column({ type: 'int', nullable: true }) creator_id: number | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

/** One choice of a multi-choice question; a choice made on its own waits (question_id null) until a question takes it. */
@Entity('lma_question_choices')
export class QuestionChoice {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_lma_question_choices_question')
  @Column({ type: 'int', nullable: true })
  question_id: number | null;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'int', default: 0 }) position: number;
  @Column({ type: DATETIME }) creation_time: Date;
}

/** A bank question attached to a session template (POST session_templates/{id}/append_question). */
@Entity('lma_session_template_questions')
@Index('uq_lma_session_template_questions', ['session_template_id', 'question_id'], { unique: true })
export class SessionTemplateQuestion {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) session_template_id: number;
  @Index('ix_lma_session_template_questions_question')
  @Column({ type: 'int' })
  question_id: number;
  @Column({ type: DATETIME }) creation_time: Date;
}

/** A set of bank questions, ordered, each with its mark: the mould tests are made from. */
@Entity('lma_test_sets')
export class TestSet {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) level: string | null;
  @Index('ix_lma_test_sets_unit')
  @Column({ type: 'int', nullable: true })
  unit_id: number | null;
  @Index('ix_lma_test_sets_type')
  @Column({ type: 'varchar', length: 20, default: 'QUESTION_BANK' })
  type: string;
  @Column({ type: 'int', nullable: true }) creator_id: number | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

@Entity('lma_test_set_questions')
@Index('uq_lma_test_set_questions', ['test_set_id', 'question_id'], { unique: true })
export class TestSetQuestion {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) test_set_id: number;
  @Index('ix_lma_test_set_questions_question')
  @Column({ type: 'int' })
  question_id: number;
  @Column({ type: 'double' }) mark: number;
  @Column({ name: 'sort_order', type: 'int', default: 0 }) order: number;
}

/** A timed test of a classroom (or event), made from a test set; its status comes from its times. */
@Entity('lma_tests')
export class Test {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_lma_tests_classroom')
  @Column({ type: 'int' })
  classroom_id: number;
  @Column({ type: 'int', nullable: true }) test_set_id: number | null;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) level: string | null;
  @Column({ type: DATETIME, nullable: true }) start_time: Date | null;
  @Column({ type: DATETIME, nullable: true }) end_time: Date | null;
  /** Minutes a learner has from their first fetch of the questions. */
  @Column({ type: 'int' }) duration_deadline: number;
  @Column({ type: DATETIME, nullable: true }) announcement_time: Date | null;
  @Column({ type: DATETIME, nullable: true }) objection_start_time: Date | null;
  @Column({ type: DATETIME, nullable: true }) objection_end_time: Date | null;
  /** When the results job told the examinees and rescored the transcripts (once per test). */
  @Column({ type: DATETIME, nullable: true }) results_announced_time: Date | null;
  @Column({ type: 'int', nullable: true }) creator_id: number | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

/** A question copied into a test when it is made: later edits of the bank never reach it. */
@Entity('lma_test_questions')
export class TestQuestion {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_lma_test_questions_test')
  @Column({ type: 'int' })
  test_id: number;
  /** The bank question it was copied from (kept for reference; may be deleted since). */
  @Column({ type: 'int', nullable: true }) question_id: number | null;
  @Column({ type: 'varchar', length: 20 }) model_type: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'text', nullable: true }) correct_answer: string | null;
  /** The choices as they were, JSON `[{id, text}]` in order. */
  @Column({ type: 'text', nullable: true }) choices: string | null;
  @Column({ type: 'int', nullable: true }) correct_choice_index: number | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) level: string | null;
  @Column({ type: 'double' }) mark: number;
  @Column({ type: 'boolean', default: false }) is_extra_mark: boolean;
  @Column({ name: 'sort_order', type: 'int', default: 0 }) order: number;
}

/** Who may sit a test: chosen from the classroom's examinee sheet. */
@Entity('lma_test_examinees')
@Index('uq_lma_test_examinees', ['test_id', 'owner_id'], { unique: true })
export class TestExaminee {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) test_id: number;
  @Index('ix_lma_test_examinees_owner')
  @Column({ type: 'int' })
  owner_id: number;
}

/**
 * A learner's attempt at a test: one per learner per test (the unique index holds it under
 * concurrent get_or_create). Times are the server's; statuses: SPEC 4 and docs/domain-rules.md.
 */
@Entity('lma_answer_books')
@Index('uq_lma_answer_books_test_owner', ['test_id', 'owner_id'], { unique: true })
// The staff list's orderings (issue 26): each reads its page in index order.
@Index('ix_lma_answer_books_total_score', ['total_score'])
@Index('ix_lma_answer_books_creation_time', ['creation_time'])
@Index('ix_lma_answer_books_attending_end_time', ['attending_end_time'])
export class AnswerBook {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) test_id: number;
  @Index('ix_lma_answer_books_owner')
  @Column({ type: 'int' })
  owner_id: number;
  @Column({ type: 'int', nullable: true }) registration_id: number | null;
  @Index('ix_lma_answer_books_status')
  @Column({ type: 'varchar', length: 30 })
  status: string;
  /** The first fetch of the questions: the attempt's start (server time). */
  @Column({ type: DATETIME, nullable: true }) attending_start_time: Date | null;
  /** When the attempt ended: the confirmation, or the deadline when the clock closed it. */
  @Column({ type: DATETIME, nullable: true }) attending_end_time: Date | null;
  @Column({ type: 'double', nullable: true }) total_score: number | null;
  @Index('ix_lma_answer_books_grader')
  @Column({ type: 'int', nullable: true })
  grader_id: number | null;
  @Column({ type: 'text', nullable: true }) grader_description: string | null;
  @Column({ type: DATETIME, nullable: true }) grading_time: Date | null;
  @Column({ type: 'text', nullable: true }) overall_answer_text: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) overall_answer_attachment: string | null;
  @Column({ type: 'text', nullable: true }) objection_request: string | null;
  @Column({ type: 'text', nullable: true }) objection_result: string | null;
  @Column({ type: DATETIME, nullable: true }) objection_time: Date | null;
  @Column({ type: DATETIME, nullable: true }) objection_result_time: Date | null;
  @Column({ type: 'int', nullable: true }) objection_responder_id: number | null;
  /** The EDUCATIONAL ticket an objection opened. */
  @Column({ type: 'int', nullable: true }) ticket_id: number | null;
  @Column({ type: 'int', nullable: true }) creator_id: number | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

/** One answer of a book to one test question; saving again replaces it (one row per question per book). */
@Entity('lma_answer_sheets')
@Index('uq_lma_answer_sheets_book_question', ['answer_book_id', 'test_question_id'], { unique: true })
export class AnswerSheet {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) answer_book_id: number;
  @Column({ type: 'int' }) test_question_id: number;
  @Column({ type: 'text', nullable: true }) answer_text: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) answer_attachment: string | null;
  @Column({ type: 'int', nullable: true }) answer_choice_index: number | null;
  @Column({ type: 'double', nullable: true }) score: number | null;
  /** Who gave the score and when (a multi-choice answer: the system, grader null). */
  @Column({ type: 'int', nullable: true }) scorer_id: number | null;
  @Column({ type: DATETIME, nullable: true }) scoring_time: Date | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

export const EXAM_BANK_ENTITIES = [Question, QuestionChoice, SessionTemplateQuestion, TestSet, TestSetQuestion, Test, TestQuestion, TestExaminee, AnswerBook, AnswerSheet];
