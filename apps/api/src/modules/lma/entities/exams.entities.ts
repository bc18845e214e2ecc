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

export const EXAM_BANK_ENTITIES = [Question, QuestionChoice, SessionTemplateQuestion, TestSet, TestSetQuestion];
