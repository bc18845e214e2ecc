import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** The console's home figures; reads the other modules' tables, owns none. */
@Module({ controllers: [DashboardController], providers: [DashboardService] })
export class DashboardModule {}
