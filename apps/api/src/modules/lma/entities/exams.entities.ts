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

export const EXAM_BANK_ENTITIES = [Question, QuestionChoice, SessionTemplateQuestion, TestSet, TestSetQuestion, Test, TestQuestion, TestExaminee];
