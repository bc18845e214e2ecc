import {
  Classroom,
  ClassroomGrader,
  ClassroomLeader,
  Project,
  ProjectAttendanceSheet,
  Registration,
  Session,
  SessionAttendanceSheet,
  SessionTemplate,
  Team,
  TeamRegistration,
  TranscriptSheet,
  TranscriptSheetHistory,
  Unit,
  UnitCategory,
  UnitPrerequisite,
} from './entities/lma.entities';

import { EXAM_BANK_ENTITIES, Question, QuestionChoice, Test, TestExaminee, TestQuestion, TestSet, TestSetQuestion } from './entities/exams.entities';

export { LmaModule } from './lma.module';
export { Question, QuestionChoice, Test, TestExaminee, TestQuestion, TestSet, TestSetQuestion };
export { testQuestionsFrom } from './exams/tests.service';
export { Classroom, ClassroomGrader, ClassroomLeader, Project, ProjectAttendanceSheet, Registration, Session, SessionAttendanceSheet, SessionTemplate, Team, TeamRegistration, TranscriptSheetHistory, TranscriptSheet, Unit, UnitCategory, UnitPrerequisite };
export { ClassroomsService, classroomFlags } from './services/classrooms.service';
export { AbsenceRules } from './services/absence.service';
export { UnitSubscriberNotices } from './services/unit-subscribers';
export const LMA_ENTITIES = [UnitCategory, Unit, UnitPrerequisite, Classroom, Registration, TranscriptSheet, ClassroomGrader, ClassroomLeader, Session, SessionAttendanceSheet, Project, ProjectAttendanceSheet, Team, TeamRegistration, SessionTemplate, TranscriptSheetHistory, ...EXAM_BANK_ENTITIES];
