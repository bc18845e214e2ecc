import { Module } from '@nestjs/common';
import { AccountingModule } from '../accounting';
import {
  DonationCategoriesController,
  DonationRegistrationsController,
  DonationsController,
} from './controllers/dma.controller';
import { DonationsService } from './services/donations.service';

@Module({
  imports: [AccountingModule],
  controllers: [DonationCategoriesController, DonationsController, DonationRegistrationsController],
  providers: [DonationsService],
  exports: [DonationsService],
})
export class DmaModule {}
