import { Controller, Get, Module, type DynamicModule } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { AppConfig } from './config/config';
import { Public } from './core/auth';
import { E2eClockController } from './core/clock/e2e-clock.controller';
import { CoreModule, type CoreOverrides } from './core/core.module';
import { AccountingModule } from './modules/accounting';
import { DmaModule } from './modules/dma';
import { MmaModule } from './modules/mma';
import { CmaModule } from './modules/cma';
import { StoreModule } from './modules/store';
import { LmaModule } from './modules/lma';
import { UmaModule } from './modules/uma';
import { RmaModule } from './modules/rma';
import { DashboardModule } from './modules/dashboard';

@ApiTags('health')
@Controller('health')
class HealthController {
  /** No-op route: liveness probe and the bench's baseline. */
  @Public() @SkipThrottle() @Get()
  health() {
    return { status: 'ok' };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, overrides: CoreOverrides = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(config, overrides), UmaModule, AccountingModule, DmaModule, MmaModule, CmaModule, StoreModule, LmaModule, RmaModule, DashboardModule],
      // The e2e clock exists only when the browser tests start the server with E2E_FAKE_CLOCK.
      controllers: [HealthController, ...(config.E2E_FAKE_CLOCK ? [E2eClockController] : [])],
    };
  }
}
