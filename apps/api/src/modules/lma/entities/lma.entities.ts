import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, rialTransformer } from '../../../core/database/columns';

@Entity('lma_categories')
export class UnitCategory {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 150 }) title: string;
  /** TRAINING, DiscussionCircles or EVENT (mixed case as the client sends it). */
  @Index('ix_lma_categories_type')
  @Column({ type: 'varchar', length: 20 })
  type: string;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

@Entity('lma_units')
export class Unit {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Index('ix_lma_units_category')
  @Column({ type: 'int' })
  category_id: number;
  @Column({ type: 'int', default: 0 }) default_session_count: number;
  @Column({ type: 'text', nullable: true }) rules: string | null;
  /** The unit's regulations (HTML). */
  @Column({ type: 'text', nullable: true }) codes: string | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

@Entity('lma_unit_prerequisites')
export class UnitPrerequisite {
  @PrimaryColumn({ type: 'int' }) unit_id: number;
  @PrimaryColumn({ type: 'int' }) prerequisite_id: number;
}

/** A classroom, discussion circle or event: one offering of a unit (ENDPOINTS.md section 3.1). */
@Entity('lma_classrooms')
export class Classroom {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_lma_classrooms_unit')
  @Column({ type: 'int' })
  unit_id: number;
  @Column({ type: 'varchar', length: 200, nullable: true }) title: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) thumbnail: string | null;
  /** The regulations file (آیین نامه). */
  @Column({ type: 'varchar', length: 500, nullable: true }) codes: string | null;
  @Column({ type: 'varchar', length: 20 }) holding_type: string;
  @Column({ type: 'varchar', length: 20, default: 'FEMALE_MALE' }) audience_gender_type: string;
  @Column({ type: 'varchar', length: 40, nullable: true }) audience_role: string | null;
  @Column({ type: 'bigint', default: 0, transformer: rialTransformer }) price: number;
  @Column({ type: 'int', nullable: true }) professor_id: number | null;
  @Column({ type: 'int', nullable: true }) holding_year: number | null;
  @Column({ type: 'int', nullable: true }) holding_month: number | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) sessions_frequency: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) live_streaming_url: string | null;
  @Column({ type: 'text', nullable: true }) classroom_address: string | null;
  /** Seats; `used_capacity` counts ENROLLED-with-invoice and REGISTERED seats, changed only atomically. */
  @Column({ type: 'int', default: 0 }) capacity: number;
  @Column({ type: 'int', default: 0 }) used_capacity: number;
  /** How many stand in its waitlist (WAITING entries), changed in the transaction of each change. */
  @Column({ type: 'int', default: 0 }) waiting_count: number;
  @Column({ type: 'int', default: 0 }) allowed_absence_count: number;
  @Column({ type: 'int', default: 0 }) effective_absence_coefficient: number;
  @Column({ type: 'int', default: 0 }) mandatory_assignment_count: number;
  @Column({ type: 'float', default: 0 }) special_passing_mark: number;
  @Column({ type: 'float', default: 0 }) minimum_conditional_passing_mark: number;
  @Column({ type: 'float', default: 0 }) minimum_clean_passing_mark: number;
  @Column({ type: DATETIME, nullable: true }) publish_time: Date | null;
  @Column({ type: DATETIME, nullable: true }) beginning_enrollment_period: Date | null;
  @Column({ type: DATETIME, nullable: true }) ending_enrollment_period: Date | null;
  @Column({ type: DATETIME, nullable: true }) beginning_registration_period: Date | null;
  @Column({ type: DATETIME, nullable: true }) ending_registration_period: Date | null;
  @Column({ type: DATETIME, nullable: true }) beginning_drop_add_period: Date | null;
  @Column({ type: DATETIME, nullable: true }) ending_drop_add_period: Date | null;
  /** When the unit's subscribers were told it opened for enrolment (once; see UnitSubscriberNotices). */
  @Column({ type: DATETIME, nullable: true }) subscribers_notice_time: Date | null;
  @Column({ type: 'int', default: 0 }) registration_period_refund_percent: number;
  @Column({ type: 'int', default: 0 }) drop_add_period_refund_percent: number;
  @Column({ type: 'boolean', default: true }) allow_dropping_on_enrollment_period: boolean;
  @Column({ type: 'boolean', default: true }) allow_adding_on_registration_period: boolean;
  @Column({ type: 'boolean', default: false }) allow_dropping_on_registration_period: boolean;
  @Column({ type: 'boolean', default: true }) allow_adding_on_drop_add_period: boolean;
  @Column({ type: 'boolean', default: true }) allow_dropping_on_drop_add_period: boolean;
  @Column({ type: 'boolean', default: false }) is_ongoing: boolean;
  @Column({ type: 'boolean', default: false }) notify_absence: boolean;
  @Column({ type: 'text', nullable: true }) rules: string | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'text', nullable: true }) specification: string | null;
  @Column({ type: 'text', nullable: true }) bulletin: string | null;
  /** Events: OMOUMI, HEIAT, ARZAGH, ORDOO. */
  @Column({ type: 'varchar', length: 20, nullable: true }) event_category: string | null;
  @Column({ type: 'text', nullable: true }) event_address: string | null;
  @Column({ type: 'int', nullable: true }) creator_id: number | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

/**
 * A person in a classroom. `active_owner_id` is the owner while ENROLLED or REGISTERED and null
 * once dropped, so a unique index refuses a second live registration for the same classroom.
 */
@Entity('lma_registrations')
@Index('uq_lma_registrations_active', ['classroom_id', 'active_owner_id'], { unique: true })
export class Registration {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_lma_registrations_classroom')
  @Column({ type: 'int' })
  classroom_id: number;
  @Index('ix_lma_registrations_owner')
  @Column({ type: 'int' })
  owner_id: number;
  @Column({ type: 'int', nullable: true }) active_owner_id: number | null;
  @Column({ type: 'varchar', length: 50 }) status: string;
  /** True while this registration holds one of the classroom's seats. */
  @Column({ type: 'boolean', default: false }) holds_seat: boolean;
  @Column({ type: 'int', nullable: true }) invoice_id: number | null;
  @Column({ type: DATETIME, nullable: true }) registered_time: Date | null;
  @Column({ type: DATETIME, nullable: true }) dropped_time: Date | null;
  /** When the learner was warned that one more absence drops them (sent once). */
  @Column({ type: DATETIME, nullable: true }) absence_warning_time: Date | null;
  /** An event's entry pass: 10 unguessable characters, made the first time its owner asks (issue 28). */
  @Index('uq_lma_registrations_pass_code', { unique: true })
  @Column({ type: 'varchar', length: 16, nullable: true })
  pass_code: string | null;
  /** When the pass was scanned at the door (set once, by a conditional update). */
  @Column({ type: DATETIME, nullable: true }) checked_in_time: Date | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

/** The result of a registration in its unit; announce_result writes it (later slice). */
@Entity('lma_transcript_sheets')
export class TranscriptSheet {
  @PrimaryGeneratedColumn() id: number;
  @Index('uq_lma_transcript_sheets_registration', { unique: true })
  @Column({ type: 'int' })
  registration_id: number;
  @Index('ix_lma_transcript_sheets_owner_unit')
  @Column({ type: 'int' })
  owner_id: number;
  @Column({ type: 'int' }) unit_id: number;
  @Column({ type: 'varchar', length: 40 }) status: string;
  @Column({ type: 'float', nullable: true }) final_score: number | null;
  @Column({ type: 'int', nullable: true }) classroom_id: number | null;
  @Column({ type: 'float', default: 0 }) attendance_score: number;
  @Column({ type: 'float', default: 0 }) highest_test_score: number;
  /** Staff set the final score by hand; announcing again keeps it. */
  @Column({ type: 'boolean', default: false }) is_final_score_overridden: boolean;
  @Column({ type: 'boolean', default: false }) is_sent_by_post: boolean;
  @Column({ type: 'varchar', length: 500, nullable: true }) certification: string | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME, nullable: true }) last_modification_time: Date | null;
}

/** A grader assigned to a classroom (graders tab). */
@Entity('lma_classroom_graders')
@Index('uq_lma_classroom_graders', ['classroom_id', 'grader_id'], { unique: true })
export class ClassroomGrader {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) classroom_id: number;
  @Index('ix_lma_classroom_graders_grader')
  @Column({ type: 'int' })
  grader_id: number;
  @Column({ type: DATETIME }) creation_time: Date;
}

/** A team leader assigned to a classroom (leaders tab). */
@Entity('lma_classroom_leaders')
@Index('uq_lma_classroom_leaders', ['classroom_id', 'leader_id'], { unique: true })
export class ClassroomLeader {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) classroom_id: number;
  @Index('ix_lma_classroom_leaders_leader')
  @Column({ type: 'int' })
  leader_id: number;
  @Column({ type: DATETIME }) creation_time: Date;
}

/** One meeting of a classroom. */
@Entity('lma_sessions')
export class Session {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_lma_sessions_classroom')
  @Column({ type: 'int' })
  classroom_id: number;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: DATETIME }) beginning_time: Date;
  @Column({ type: DATETIME }) ending_time: Date;
  @Column({ type: 'text', nullable: true }) description: string | null;
  /** Reading for the session; when set, learners report reading it (is_read_part1/2). */
  @Column({ type: 'text', nullable: true }) syllabus: string | null;
  @Column({ type: 'text', nullable: true }) contents: string | null;
  /** The assignment; when set, learners hand in an answer. */
  @Column({ type: 'text', nullable: true }) assignment_description: string | null;
  /** The model answer, shown once answering has closed. */
  @Column({ type: 'text', nullable: true }) assignment_answer: string | null;
  @Column({ type: 'boolean', default: false }) is_mandatory: boolean;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

/** A learner's sheet for one session: self-reported attendance and the assignment. */
@Entity('lma_session_attendance_sheets')
@Index('uq_lma_session_sheets', ['session_id', 'owner_id'], { unique: true })
export class SessionAttendanceSheet {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) session_id: number;
  @Index('ix_lma_session_sheets_registration')
  @Column({ type: 'int' })
  registration_id: number;
  @Column({ type: 'int' }) owner_id: number;
  @Column({ type: 'boolean', default: false }) is_read_part1: boolean;
  @Column({ type: 'boolean', default: false }) is_read_part2: boolean;
  @Column({ type: 'boolean', default: false }) is_present_listen_part1: boolean;
  @Column({ type: 'boolean', default: false }) is_present_listen_part2: boolean;
  /** Set by import or by staff; otherwise derived (see attendanceStatus). */
  @Column({ type: 'varchar', length: 20, nullable: true }) attendance_status: string | null;
  @Column({ type: 'text', nullable: true }) answer_text: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) answer_attachment: string | null;
  @Column({ type: 'varchar', length: 20, default: 'NOT_SENT' }) assignment_status: string;
  @Column({ type: DATETIME, nullable: true }) answer_time: Date | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

@Entity('lma_projects')
export class Project {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_lma_projects_classroom')
  @Column({ type: 'int' })
  classroom_id: number;
  @Column({ type: 'varchar', length: 200 }) title: string;
  /** TEAM or SOLO. */
  @Column({ type: 'varchar', length: 10 }) type: string;
  @Column({ type: 'boolean', default: false }) is_mandatory: boolean;
  @Column({ type: DATETIME, nullable: true }) beginning_doing_period: Date | null;
  @Column({ type: DATETIME, nullable: true }) ending_doing_period: Date | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'text', nullable: true }) correct_answer: string | null;
  @Column({ type: 'text', nullable: true }) contents: string | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

@Entity('lma_project_attendance_sheets')
@Index('uq_lma_project_sheets', ['project_id', 'owner_id'], { unique: true })
export class ProjectAttendanceSheet {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) project_id: number;
  @Column({ type: 'int' }) registration_id: number;
  @Column({ type: 'int' }) owner_id: number;
  @Column({ type: 'int', nullable: true }) team_id: number | null;
  @Column({ type: 'text', nullable: true }) answer_text: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) answer_attachment: string | null;
  /** NOT_SENT, SENT, REVIEWED, VERIFIED or NOT_VERIFIED. */
  @Column({ type: 'varchar', length: 20, default: 'NOT_SENT' }) answer_status: string;
  @Column({ type: 'boolean', nullable: true }) is_answer_verified: boolean | null;
  @Column({ type: 'text', nullable: true }) notation: string | null;
  @Column({ type: DATETIME, nullable: true }) answer_time: Date | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

@Entity('lma_teams')
export class Team {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_lma_teams_classroom')
  @Column({ type: 'int' })
  classroom_id: number;
  @Column({ type: 'varchar', length: 150 }) title: string;
  @Column({ type: 'int', default: 0 }) capacity: number;
  @Column({ type: 'int', default: 0 }) used_capacity: number;
  @Column({ type: 'boolean', default: true }) is_joinable: boolean;
  @Column({ type: 'int', nullable: true }) leader_id: number | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

/** A registration in a team; one team per registration. */
@Entity('lma_team_registrations')
export class TeamRegistration {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_lma_team_registrations_team')
  @Column({ type: 'int' })
  team_id: number;
  @Index('uq_lma_team_registrations_registration', { unique: true })
  @Column({ type: 'int' })
  registration_id: number;
  @Column({ type: DATETIME }) creation_time: Date;
}

/** A reusable session outline of a unit. */
@Entity('lma_session_templates')
export class SessionTemplate {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_lma_session_templates_unit')
  @Column({ type: 'int' })
  unit_id: number;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'text', nullable: true }) syllabus: string | null;
  @Column({ type: 'text', nullable: true }) contents: string | null;
  @Column({ type: 'text', nullable: true }) assignment_question: string | null;
  @Column({ type: 'text', nullable: true }) assignment_answer: string | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

/** A mark earned before the platform (imported by national code), counted for prerequisites. */
@Entity('lma_transcript_sheet_histories')
@Index('uq_lma_transcript_histories', ['unit_id', 'national_code'], { unique: true })
export class TranscriptSheetHistory {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) unit_id: number;
  @Column({ type: 'varchar', length: 10 }) national_code: string;
  @Column({ type: 'float' }) score: number;
  @Column({ type: DATETIME }) creation_time: Date;
}
