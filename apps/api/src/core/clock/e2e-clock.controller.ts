import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { IsInt, Max, Min } from 'class-validator';
import { Public } from '../auth';
import { Jobs } from '../jobs';
import { Clock, isMovable } from './clock';

const DAY_MS = 86_400_000;

export class AdvanceClockDto {
  /** How far to move server time forward, in milliseconds (at most 30 days a call). */
  @IsInt() @Min(1) @Max(30 * DAY_MS) ms!: number;
}

/**
 * The browser tests' handle on server time. AppModule mounts it only when E2E_FAKE_CLOCK is set
 * (tools/e2e-kit does, production refuses to start with it), so nothing of it exists otherwise.
 * Moving time also runs the scheduled sweeps once, as their ticks would have in that time.
 */
@ApiExcludeController()
@Controller('e2e/clock')
export class E2eClockController {
  constructor(
    private readonly clock: Clock,
    private readonly jobs: Jobs,
  ) {}

  @Public() @SkipThrottle() @Get()
  now() {
    return { server_time: this.clock.now().toISOString() };
  }

  @Public() @SkipThrottle() @Post('advance') @HttpCode(200)
  async advance(@Body() dto: AdvanceClockDto) {
    if (!isMovable(this.clock)) throw new Error('the server clock cannot be moved');
    this.clock.advance(dto.ms);
    const failed = await this.jobs.runSchedules();
    return { server_time: this.clock.now().toISOString(), failed_jobs: failed };
  }
}
