import { Module } from '@nestjs/common';
import { AccountingModule } from '../accounting';
import { MmaModule } from '../mma';
import { UmaModule } from '../uma';
import {
  ClassroomPickersController,
  ClassroomsController,
  EventsController,
  RegistrationsController,
  StaffingController,
  StatisticsController,
  UnitCategoriesController,
  UnitsController,
} from './controllers/lma.controller';
import {
  AnnounceController,
  ProjectSheetsController,
  ProjectsController,
  RecordsController,
  SessionSheetsController,
  SessionsController,
  TeamsController,
  TranscriptsController,
} from './controllers/sessions.controller';
import { EventActivityController, LearnerRecordController } from './controllers/learner-record.controller';
import { QuestionBankController } from './controllers/question-bank.controller';
import { TestsController } from './controllers/tests.controller';
import { AnswerBooksController, GradingController } from './controllers/answer-books.controller';
import { GradingService } from './exams/grading.service';
import { AnswerBookCloser } from './exams/answer-books.jobs';
import { ObjectionsService } from './exams/objections.service';
import { AnswerBooksService } from './exams/answer-books.service';
import { AnswerBookView } from './exams/answer-books.view';
import { AttemptsService } from './exams/attempts.service';
import { TestsService } from './exams/tests.service';
import { QuestionBankService } from './exams/question-bank.service';
import { TestSetsService } from './exams/test-sets.service';
import { LearnerRecordService } from './services/learner-record.service';
import { ProjectsService } from './services/projects.service';
import { RecordsService } from './services/records.service';
import { ActivitySheetExport } from './services/activity-sheet.export';
import { ProjectSheetsExport } from './services/project-sheets.export';
import { ClassroomsService } from './services/classrooms.service';
import { SessionsService } from './services/sessions.service';
import { TranscriptsService } from './services/transcripts.service';
import { TestResultsJob } from './exams/test-results';
import { StaffingService } from './services/staffing.service';
import { AbsenceJob, AbsenceRules } from './services/absence.service';
import { RegistrationNotices } from './services/registration-notices';
import { ClassroomTicketSources } from './services/classroom-ticket-sources';
import { ClassroomAudiences } from './services/classroom-audiences';
import { UnitSubscriberNotices } from './services/unit-subscribers';
import { TeachingAccess } from './services/teaching';
import { ClassroomForms } from './services/classroom-forms';
import { SheetsToVerify } from './services/sheets-to-verify';
import { EventPasses } from './services/event-passes';
import { CertificatesController } from './certificates/certificates.controller';
import { CertificatesService } from './certificates/certificates.service';
import { WaitlistController, WaitlistJoinController } from './waitlist/waitlist.controller';
import { WaitlistService } from './waitlist/waitlist.service';
import { EventPassesController } from './controllers/event-passes.controller';

@Module({
  imports: [AccountingModule, UmaModule, MmaModule],
  controllers: [UnitCategoriesController, UnitsController, ClassroomsController, RegistrationsController, StatisticsController, StaffingController, ClassroomPickersController, EventsController, SessionsController, SessionSheetsController, TranscriptsController, AnnounceController, ProjectsController, ProjectSheetsController, TeamsController, RecordsController, LearnerRecordController, EventActivityController, EventPassesController, CertificatesController, WaitlistJoinController, WaitlistController, QuestionBankController, TestsController, AnswerBooksController, GradingController],
  providers: [ClassroomsService, ClassroomForms, StaffingService, SessionsService, TranscriptsService, ProjectsService, RecordsService, ActivitySheetExport, ProjectSheetsExport, TeachingAccess, AbsenceRules, AbsenceJob, LearnerRecordService, RegistrationNotices, ClassroomAudiences, ClassroomTicketSources, UnitSubscriberNotices, QuestionBankService, TestSetsService, TestsService, AnswerBookView, AnswerBooksService, AttemptsService, GradingService, ObjectionsService, AnswerBookCloser, TestResultsJob, SheetsToVerify, EventPasses, CertificatesService, WaitlistService],
  exports: [ClassroomsService, AnswerBooksService, SheetsToVerify],
})
export class LmaModule {}
