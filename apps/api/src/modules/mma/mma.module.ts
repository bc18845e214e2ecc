import { Module } from '@nestjs/common';
import { AccountingModule } from '../accounting';
import { TicketsController } from './controllers/tickets.controller';
import { TicketsService } from './services/tickets.service';
import { NoticesController } from './controllers/notices.controller';
import { NoticesService } from './services/notices.service';

@Module({
  imports: [AccountingModule],
  controllers: [TicketsController, NoticesController],
  providers: [TicketsService, NoticesService],
  exports: [TicketsService, NoticesService],
})
export class MmaModule {}
