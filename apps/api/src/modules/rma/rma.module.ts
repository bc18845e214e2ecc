import { Module } from '@nestjs/common';
import { TasksController } from './controllers/tasks.controller';

/** Reports (SPEC rma): background export tasks and the console's report charts. */
@Module({
  controllers: [TasksController],
})
export class RmaModule {}
