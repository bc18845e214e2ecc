import { Module } from '@nestjs/common';
import { AccountingModule } from '../accounting';
import { UmaModule } from '../uma';
import {
  ClassroomPickersController,
  ClassroomsController,
  RegistrationsController,
  StaffingController,
  StatisticsController,
  UnitCategoriesController,
  UnitsController,
} from './controllers/lma.controller';
import { AnnounceController, SessionSheetsController, SessionsController, TranscriptsController } from './controllers/sessions.controller';
import { ClassroomsService } from './services/classrooms.service';
import { SessionsService } from './services/sessions.service';
import { TranscriptsService } from './services/transcripts.service';
import { StaffingService } from './services/staffing.service';

@Module({
  imports: [AccountingModule, UmaModule],
  controllers: [UnitCategoriesController, UnitsController, ClassroomsController, RegistrationsController, StatisticsController, StaffingController, ClassroomPickersController, SessionsController, SessionSheetsController, TranscriptsController, AnnounceController],
  providers: [ClassroomsService, StaffingService, SessionsService, TranscriptsService],
  exports: [ClassroomsService],
})
export class LmaModule {}
