import { Module } from '@nestjs/common';
import { AccountingModule } from '../accounting';
import {
  ClassroomsController,
  RegistrationsController,
  StatisticsController,
  UnitCategoriesController,
  UnitsController,
} from './controllers/lma.controller';
import { ClassroomsService } from './services/classrooms.service';

@Module({
  imports: [AccountingModule],
  controllers: [UnitCategoriesController, UnitsController, ClassroomsController, RegistrationsController, StatisticsController],
  providers: [ClassroomsService],
  exports: [ClassroomsService],
})
export class LmaModule {}
