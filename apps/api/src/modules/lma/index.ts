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

import { Certificate } from './entities/certificate.entity';
import { WaitlistEntry } from './entities/waitlist.entity';
import { AnswerBook, AnswerSheet, EXAM_BANK_ENTITIES, Question, QuestionChoice, Test, TestExaminee, TestQuestion, TestSet, TestSetQuestion } from './entities/exams.entities';

export { LmaModule } from './lma.module';
export { Certificate, WaitlistEntry };
export { AnswerBook, AnswerSheet, Question, QuestionChoice, Test, TestExaminee, TestQuestion, TestSet, TestSetQuestion };
export { testQuestionsFrom } from './exams/tests.service';
export { Classroom, ClassroomGrader, ClassroomLeader, Project, ProjectAttendanceSheet, Registration, Session, SessionAttendanceSheet, SessionTemplate, Team, TeamRegistration, TranscriptSheetHistory, TranscriptSheet, Unit, UnitCategory, UnitPrerequisite };
export { ClassroomsService, classroomFlags } from './services/classrooms.service';
export { ClassroomDto } from './dto/lma.dto';
export { AbsenceRules } from './services/absence.service';
export { AnswerBookCloser } from './exams/answer-books.jobs';
export { GradingService } from './exams/grading.service';
export { UnitSubscriberNotices } from './services/unit-subscribers';
export { newPassCode, RegistrationPassSubscriber } from './services/pass-code';
export { TestResultsJob } from './exams/test-results';
export { onTwenty } from './exams/best-scores';
export const LMA_ENTITIES = [UnitCategory, Unit, UnitPrerequisite, Classroom, Registration, TranscriptSheet, ClassroomGrader, ClassroomLeader, Session, SessionAttendanceSheet, Project, ProjectAttendanceSheet, Team, TeamRegistration, SessionTemplate, TranscriptSheetHistory, Certificate, WaitlistEntry, ...EXAM_BANK_ENTITIES];
export { AnswerBooksService } from './exams/answer-books.service';
export { SheetsToVerify, WAITING_ASSIGNMENT, WAITING_PROJECT_ANSWER } from './services/sheets-to-verify';
