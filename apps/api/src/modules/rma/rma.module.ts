import { Module } from '@nestjs/common';
import { ReportsController } from './controllers/reports.controller';
import { TasksController } from './controllers/tasks.controller';
import { ReportsService } from './services/reports.service';

/** Reports (SPEC rma): background export tasks and the console's report charts. */
@Module({
  controllers: [TasksController, ReportsController],
  providers: [ReportsService],
})
export class RmaModule {}
