import { Donation, DonationCategory, DonationRegistration } from './entities/donation.entity';

export { DmaModule } from './dma.module';
export { Donation, DonationCategory, DonationRegistration };
export { DonationsService } from './services/donations.service';
export const DMA_ENTITIES = [DonationCategory, Donation, DonationRegistration];
