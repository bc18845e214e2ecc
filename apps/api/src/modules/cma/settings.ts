import { Body, Controller, Get, Injectable, Module, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { Public, RequirePermission } from '../../core/auth';
import { Clock } from '../../core/clock/clock';
import { fieldError, notFound } from '../../core/http/errors';
import { toLatinDigits } from '@daneshsara/domain';
import { Setting } from './entities/setting.entity';

export const SettingKeys = {
  DELIVERY_COST: 'DeliveryCost-post-pishtaz',
  PURCHASE_REGULATIONS: 'PurchaseRegulations',
} as const;

/** Defaults every installation starts with (reference data). */
export const DEFAULT_SETTINGS: Record<string, string> = {
  [SettingKeys.DELIVERY_COST]: '450000',
  [SettingKeys.PURCHASE_REGULATIONS]:
    '<p>سفارش‌های فیزیکی ظرف ۳ تا ۷ روز کاری با پست پیشتاز ارسال می‌شوند.</p>' +
    '<p>محصولات مجازی پس از پرداخت بلافاصله در حساب شما در دسترس هستند و قابل بازگشت نیستند.</p>' +
    '<p>در صورت لغو سفارش پرداخت‌شده، مبلغ به کیف پول شما بازگردانده می‌شود.</p>',
};

const TEXT_COLUMN_BYTES = 65_535;

class SettingDto {
  @IsString() @MaxLength(100_000) value: string;
}

@Injectable()
export class SettingsService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  async get(key: string, em: EntityManager = this.ds.manager): Promise<string | null> {
    const row = await em.findOneBy(Setting, { key });
    return row?.value ?? DEFAULT_SETTINGS[key] ?? null;
  }

  /** A Rial amount setting; 0 when unset or not a number. */
  async amount(key: string, em?: EntityManager): Promise<number> {
    const n = Number(await this.get(key, em));
    return Number.isInteger(n) && n >= 0 ? n : 0;
  }

  async set(key: string, value: string): Promise<{ key: string; value: string }> {
    if (key === SettingKeys.DELIVERY_COST && !/^\d{1,12}$/.test(toLatinDigits(value).trim())) {
      throw fieldError('value', 'هزینه ارسال باید مبلغی به ریال باشد.');
    }
    if (key === SettingKeys.DELIVERY_COST) value = toLatinDigits(value).trim();
    // The column is a MySQL TEXT: 65,535 bytes, whatever the character count (Persian takes 2).
    if (Buffer.byteLength(value, 'utf8') > TEXT_COLUMN_BYTES) {
      throw fieldError('value', 'متن این تنظیم بیش از اندازه طولانی است.');
    }
    await this.ds
      .getRepository(Setting)
      .save({ key, value, last_modification_time: this.clock.now() });
    return { key, value };
  }
}

@ApiTags('cma')
@Controller('cma/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Public()
  @Get('key/:key')
  async get(@Param('key') key: string) {
    const value = await this.settings.get(key);
    if (value === null) throw notFound();
    return { key, value };
  }

  @RequirePermission('cma.settings.update')
  @Put('key/:key')
  set(@Param('key') key: string, @Body() dto: SettingDto) {
    return this.settings.set(key.slice(0, 100), dto.value);
  }
}

@Module({
  controllers: [SettingsController],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class CmaModule {}
