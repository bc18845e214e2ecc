import { Module } from '@nestjs/common';
import { LmaModule } from '../lma';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** The console's home figures; reads the other modules' tables, owns none. */
@Module({ imports: [LmaModule], controllers: [DashboardController], providers: [DashboardService] })
export class DashboardModule {}
