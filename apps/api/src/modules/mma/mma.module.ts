import { Module } from '@nestjs/common';
import { AccountingModule } from '../accounting';
import { TicketsController } from './controllers/tickets.controller';
import { TicketsService } from './services/tickets.service';

@Module({
  imports: [AccountingModule],
  controllers: [TicketsController],
  providers: [TicketsService],
  exports: [TicketsService],
})
export class MmaModule {}
