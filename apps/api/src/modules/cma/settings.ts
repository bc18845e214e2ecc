import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  Inject,
  Injectable,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { Messages, toLatinDigits } from '@daneshsara/domain';
import type { FastifyReply } from 'fastify';
import { DataSource, Like, type EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { CurrentUser, Public, RequirePermission, type AuthUser } from '../../core/auth';
import { cleanRichText } from '../../core/http/sanitize';
import { can } from '../../core/auth/permissions';
import { Clock } from '../../core/clock/clock';
import { fieldError, notFound } from '../../core/http/errors';
import { listResponse, memoryList, memorySpec, parseListQuery } from '../../core/list';
import { SettingWriteDto } from './content/cma.dto';
import { SETTINGS_LIST } from './content/cma.lists';
import { CONTENT_STAFF } from './content/cma.shared';
import { Setting } from './entities/setting.entity';

export const SettingKeys = {
  DELIVERY_COST: 'DeliveryCost-post-pishtaz',
  PURCHASE_REGULATIONS: 'PurchaseRegulations',
  /** SPEC section 1: the storefront reloads a page whose built-in version differs from this. */
  LAST_WEB_VERSION: 'LastWebVersion',
} as const;

/** Defaults every installation starts with (reference data). */
export const DEFAULT_SETTINGS: Record<string, string> = {
  [SettingKeys.DELIVERY_COST]: '450000',
  [SettingKeys.LAST_WEB_VERSION]: '1.0.0',
  [SettingKeys.PURCHASE_REGULATIONS]:
    '<p>سفارش‌های فیزیکی ظرف ۳ تا ۷ روز کاری با پست پیشتاز ارسال می‌شوند.</p>' +
    '<p>محصولات مجازی پس از پرداخت بلافاصله در حساب شما در دسترس هستند و قابل بازگشت نیستند.</p>' +
    '<p>در صورت لغو سفارش پرداخت‌شده، مبلغ به کیف پول شما بازگردانده می‌شود.</p>',
};

/** Page settings (ENDPOINTS.md 1.4.1) are written by content staff; other keys by superuser and admin. */
export const PAGE_KEY_PREFIX = 'route_name:';

/** A setting's stored text is at most 1 MB of UTF-8 (the column is MEDIUMTEXT, 16 MB). */
export const SETTING_MAX_BYTES = 1024 * 1024;

class SettingDto {
  /** Its size is checked by the service, in bytes, like POST's. */
  @IsString({ message: 'مقدار تنظیم باید متن باشد.' }) value: string;
}

/** A landing page's key (ENDPOINTS.md 1.4.1): `route_name:Landing-params:{"slug":"…"}`. */
export const LANDING_KEY_PREFIX = `${PAGE_KEY_PREFIX}Landing-params:`;

/** The `seo` of a stored page setting's text (a JSON object, or a JSON string of one); `{}` if none. */
export function pageSeo(raw: string | null): Record<string, unknown> {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    const page: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    const seo = page && typeof page === 'object' ? (page as { seo?: unknown }).seo : null;
    return seo && typeof seo === 'object' ? (seo as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A landing page in the public list at /landing. */
export interface LandingRow {
  slug: string;
  title: string;
  description: string;
  image: string | null;
  last_modification_time: string;
}

/** Read whole (landing pages are few), searched by title and summary. */
const LANDINGS_LIST = memorySpec('landings', {
  search: ['title', 'description'],
  ordering: ['last_modification_time', 'title'],
});

export interface SettingRow {
  id: string;
  key: string;
  value: unknown;
  last_modification_time: string | null;
}

@Injectable()
export class SettingsService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The stored text of a setting (a JSON value as its JSON text). */
  async get(key: string, em: EntityManager = this.ds.manager): Promise<string | null> {
    const row = await em.findOneBy(Setting, { key });
    return row?.value ?? DEFAULT_SETTINGS[key] ?? null;
  }

  /** A Rial amount setting; 0 when unset or not a number. */
  async amount(key: string, em?: EntityManager): Promise<number> {
    const n = Number(await this.get(key, em));
    return Number.isInteger(n) && n >= 0 ? n : 0;
  }

  /** The setting as the API answers it: a string as stored, any other JSON value parsed. */
  async read(key: string): Promise<SettingRow | null> {
    const row = await this.ds.getRepository(Setting).findOneBy({ key });
    if (row) return this.row(row);
    const fallback = DEFAULT_SETTINGS[key];
    return fallback === undefined
      ? null
      : { id: key, key, value: fallback, last_modification_time: null };
  }

  private row(s: Setting): SettingRow {
    return {
      id: s.key,
      key: s.key,
      value: s.is_json ? JSON.parse(s.value) : s.value,
      last_modification_time: s.last_modification_time.toISOString(),
    };
  }

  async all(): Promise<SettingRow[]> {
    const rows = await this.ds.getRepository(Setting).find({ order: { key: 'ASC' } });
    const stored = new Set(rows.map((r) => r.key));
    const defaults = Object.entries(DEFAULT_SETTINGS)
      .filter(([k]) => !stored.has(k))
      .map(([key, value]) => ({ id: key, key, value, last_modification_time: null }));
    return [...rows.map((r) => this.row(r)), ...defaults].sort((a, b) =>
      a.key.localeCompare(b.key),
    );
  }

  /**
   * The landing pages for the public list, newest first, in one query: slug, title and summary
   * from each page's `seo`. A page whose `robots` says noindex is a private campaign: left out.
   */
  async landings(): Promise<LandingRow[]> {
    const rows = await this.ds.getRepository(Setting).find({
      where: { key: Like(`${LANDING_KEY_PREFIX}%`) },
      order: { last_modification_time: 'DESC' },
    });
    const out: LandingRow[] = [];
    for (const row of rows) {
      let slug: unknown;
      try {
        slug = (JSON.parse(row.key.slice(LANDING_KEY_PREFIX.length)) as { slug?: unknown }).slug;
      } catch {
        continue;
      }
      const seo = pageSeo(row.value);
      const text = (k: string) => (typeof seo[k] === 'string' ? (seo[k] as string).trim() : '');
      if (typeof slug !== 'string' || !slug || /noindex/i.test(text('robots'))) continue;
      out.push({
        slug,
        title: text('ogTitle') || text('title').replace(/\s*\|[^|]*$/, '') || slug,
        description: text('description') || text('ogDescription'),
        image: text('ogImage') || null,
        last_modification_time: row.last_modification_time.toISOString(),
      });
    }
    return out;
  }

  /** Creates or replaces; a string is kept exactly as sent, any other JSON value as its JSON text. */
  async set(key: string, raw: unknown): Promise<SettingRow> {
    if (raw === undefined) throw fieldError('value', 'مقدار تنظیم را وارد کنید.');
    const isJson = typeof raw !== 'string';
    let value = isJson ? JSON.stringify(raw) : (raw as string);
    if (key === SettingKeys.DELIVERY_COST) {
      if (!/^\d{1,12}$/.test(toLatinDigits(String(raw)).trim()))
        throw fieldError('value', 'هزینه ارسال باید مبلغی به ریال باشد.');
      value = toLatinDigits(String(raw)).trim();
    }
    // The regulations buyers read are rich text like any other (page settings stay as sent).
    if (key === SettingKeys.PURCHASE_REGULATIONS && !isJson) value = cleanRichText(value) ?? '';
    // Counted in bytes of UTF-8 whatever the character count (a Persian letter takes 2).
    if (Buffer.byteLength(value, 'utf8') > SETTING_MAX_BYTES) {
      throw fieldError('value', 'مقدار این تنظیم بیش از اندازه بزرگ است (حداکثر ۱ مگابایت).');
    }
    const saved = await this.ds.getRepository(Setting).save({
      key,
      value,
      is_json: isJson && key !== SettingKeys.DELIVERY_COST,
      last_modification_time: this.clock.now(),
    });
    return this.row(saved);
  }
}

@ApiTags('cma')
@Controller('cma/settings')
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @RequirePermission(CONTENT_STAFF)
  @Get()
  async list(@Query() q: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(q, SETTINGS_LIST, this.config.MAX_PAGE_SIZE);
    const words = lq.search?.toLowerCase();
    const all = (await this.settings.all()).filter(
      (s) => !words || s.key.toLowerCase().includes(words),
    );
    return listResponse(
      reply,
      lq,
      SETTINGS_LIST,
      all.slice(lq.offset, lq.offset + lq.limit),
      all.length,
    );
  }

  /** GET /cma/settings/landings: the public list of landing pages (/landing), newest first. */
  @Public()
  @Get('landings')
  async landings(
    @Query() q: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const lq = parseListQuery(q, LANDINGS_LIST, this.config.MAX_PAGE_SIZE);
    return memoryList(reply, lq, LANDINGS_LIST, await this.settings.landings());
  }

  @Public()
  @Get('key/:key')
  async get(@Param('key') key: string) {
    const row = await this.settings.read(key);
    if (!row) throw notFound();
    return row;
  }

  /** POST {key, value}: creates the key or replaces its value (ENDPOINTS.md 1.4.1). */
  @RequirePermission(CONTENT_STAFF)
  @Post()
  create(@CurrentUser() me: AuthUser, @Body() dto: SettingWriteDto) {
    this.mayWrite(me, dto.key);
    return this.settings.set(dto.key, dto.value);
  }

  @RequirePermission(CONTENT_STAFF)
  @Put('key/:key')
  set(@CurrentUser() me: AuthUser, @Param('key') key: string, @Body() dto: SettingDto) {
    this.mayWrite(me, key.slice(0, 100));
    return this.settings.set(key.slice(0, 100), dto.value);
  }

  private mayWrite(me: AuthUser, key: string) {
    if (!key.startsWith(PAGE_KEY_PREFIX) && !can(me.roles, 'cma.settings.update'))
      throw new ForbiddenException(Messages.FORBIDDEN);
  }
}
