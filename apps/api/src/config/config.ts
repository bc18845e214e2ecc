import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { resolve } from 'node:path';

// Read the raw text: implicit conversion would already have turned 'false' into true.
const toBool = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const value = obj[key];
  return typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) : value;
};

/** Settings without a default (absent unless set). */
const OPTIONAL_KEYS = [
  'PUBLIC_URL',
  'DB_SQLITE_PATH',
  'DB_FLAVOR',
  'KAVENEGAR_API_KEY',
  'ZARINPAL_MERCHANT_ID',
  'REDIS_URL',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
];

export const REPO_ROOT: string = resolve(__dirname, '..', '..', '..', '..');

/**
 * Every setting the server reads, validated once at boot. `process.env` is read nowhere else:
 * the rest of the code receives an AppConfig.
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test']) NODE_ENV: 'development' | 'production' | 'test' =
    'development';
  @IsInt() @Min(1) @Max(65535) PORT: number = 3000;
  @IsString() HOST: string = '0.0.0.0';
  /** Public origin used in links the server builds (gateway callbacks, upload URLs). */
  @IsOptional() @IsString() PUBLIC_URL?: string;
  /**
   * Other origins (comma-separated URLs) whose pages may call the API with credentials, beside
   * PUBLIC_URL (and the dev servers in development). Empty: the site's own origin only.
   */
  @IsString() CORS_ORIGINS: string = '';
  @IsString() DATA_DIR: string = resolve(REPO_ROOT, 'data');

  @IsIn(['sqlite', 'mysql']) DB_TYPE: 'sqlite' | 'mysql' = 'sqlite';
  @IsOptional() @IsString() DB_SQLITE_PATH?: string;
  @IsString() DB_HOST: string = '127.0.0.1';
  @IsInt() DB_PORT: number = 3306;
  @IsString() DB_USER: string = 'root';
  @IsString() DB_PASSWORD: string = '';
  @IsString() DB_NAME: string = 'daneshsara';
  @IsInt() @Min(1) DB_POOL_SIZE: number = 10;
  /** mysql or mariadb; detected from the server's VERSION() when not set. */
  @IsOptional() @IsIn(['mysql', 'mariadb']) DB_FLAVOR?: 'mysql' | 'mariadb';
  @Transform(toBool) @IsBoolean() DB_LOGGING: boolean = false;
  /** Count SQL queries per request and answer them in `X-Query-Count` (tests and bench). */
  @Transform(toBool) @IsBoolean() QUERY_COUNT_HEADER: boolean = false;

  @IsString() @MinLength(16) JWT_SECRET: string = 'dev-only-secret-change-me-in-production';
  @IsString() JWT_EXPIRES_IN: string = '365d';

  @IsInt() @Min(4) @Max(8) OTP_LENGTH: number = 6;
  @IsInt() @Min(30) OTP_TTL_SECONDS: number = 120;
  @IsInt() @Min(0) OTP_RESEND_SECONDS: number = 120;
  @IsInt() @Min(1) OTP_MAX_ATTEMPTS: number = 5;
  @IsInt() @Min(1) OTP_MAX_SENDS_PER_HOUR: number = 5;
  @IsInt() @Min(1) LOCKOUT_MAX_FAILURES: number = 5;
  @IsInt() @Min(1) LOCKOUT_MINUTES: number = 15;

  @IsIn(['console', 'kavenegar']) SMS_PROVIDER: 'console' | 'kavenegar' = 'console';
  @IsOptional() @IsString() KAVENEGAR_API_KEY?: string;
  @IsString() KAVENEGAR_TEMPLATE: string = 'verify';
  @IsString() KAVENEGAR_BASE_URL: string = 'https://api.kavenegar.com';

  /** Where uploads go: `local` (DATA_DIR/uploads, served at /uploads/) or `s3` (any S3-compatible store). */
  @IsIn(['local', 's3']) STORAGE_DRIVER: 'local' | 's3' = 'local';
  /** S3-compatible endpoint (MinIO, R2, ...); unset means AWS S3 itself. */
  @IsOptional() @IsUrl({ require_tld: false, require_protocol: true }) S3_ENDPOINT?: string;
  @IsString() S3_REGION: string = 'us-east-1';
  @IsOptional() @IsString() S3_BUCKET?: string;
  @IsOptional() @IsString() S3_ACCESS_KEY_ID?: string;
  @IsOptional() @IsString() S3_SECRET_ACCESS_KEY?: string;
  /** `endpoint/bucket/key` addressing; defaults to true when S3_ENDPOINT is set (see s3ForcePathStyle). */
  @IsOptional() @Transform(toBool) @IsBoolean() S3_FORCE_PATH_STYLE?: boolean;
  /** Base URL the public reads the objects at (a CDN, a proxy path, or the bucket's own URL). */
  @IsOptional() @Matches(/^(https?:\/\/|\/)/, { message: 'S3_PUBLIC_URL must be an http(s) URL or a path' })
  S3_PUBLIC_URL?: string;
  @IsInt() @Min(1024) UPLOAD_MAX_BYTES: number = 10 * 1024 * 1024;

  @IsOptional() @IsString() REDIS_URL?: string;
  /** Prefixed to every key this server writes in Redis (several sites or test runs, one Redis). */
  @IsString() REDIS_KEY_PREFIX: string = '';
  @IsInt() @Min(1) RATE_LIMIT_MAX: number = 600;
  @IsInt() @Min(1000) RATE_LIMIT_WINDOW_MS: number = 60_000;
  @IsInt() @Min(1) AUTH_RATE_LIMIT_MAX: number = 30;

  @IsInt() @Min(1) @Max(10_000) MAX_PAGE_SIZE: number = 1000;

  /** The bank: `sandbox` (a built-in test page, the default outside production) or `zarinpal`. */
  @IsIn(['sandbox', 'zarinpal']) PAYMENT_GATEWAY: 'sandbox' | 'zarinpal' = 'sandbox';
  @IsOptional() @IsString() ZARINPAL_MERCHANT_ID?: string;
  @IsString() ZARINPAL_BASE_URL: string = 'https://payment.zarinpal.com';
  /**
   * Whether this process works on jobs: scheduled ticks (invoice expiry, attendance rules,
   * instalment reminders) and, with REDIS_URL, the shared queue. Off, it still queues jobs.
   */
  @Transform(toBool) @IsBoolean() JOBS_ENABLED: boolean = true;
  /** Runs every scheduled job at this interval instead of its own (tests, demos); 0 keeps each's own. */
  @IsInt() @Min(0) JOBS_TICK_MS: number = 0;
  /**
   * With REDIS_URL: how long a job's lock lives unrenewed, so how soon another replica retakes
   * the job of a replica that died (about twice this); 0 keeps BullMQ's 30 s.
   */
  @IsInt() @Min(0) JOBS_LOCK_MS: number = 0;
  /**
   * The browser tests' clock (tools/e2e-kit sets it): server time a spec may move forward through
   * POST /api/e2e/clock/advance, which exists only then. Refused in production.
   */
  @Transform(toBool) @IsBoolean() E2E_FAKE_CLOCK: boolean = false;

  @Transform(toBool) @IsBoolean() SEED_DEMO: boolean = true;
  @Transform(toBool) @IsBoolean() SERVE_CLIENTS: boolean = true;
  @IsString() WEB_DIST: string = resolve(REPO_ROOT, 'apps/web/dist');
  @IsString() ADMIN_DIST: string = resolve(REPO_ROOT, 'apps/admin/dist');

  get sqlitePath(): string {
    return this.DB_SQLITE_PATH ?? resolve(this.DATA_DIR, 'daneshsara.sqlite');
  }
  get uploadsDir(): string {
    return resolve(this.DATA_DIR, 'uploads');
  }
  get s3ForcePathStyle(): boolean {
    return this.S3_FORCE_PATH_STYLE ?? Boolean(this.S3_ENDPOINT);
  }
  /** Where the public reads the objects: S3_PUBLIC_URL, else the bucket's own URL. */
  get s3PublicUrl(): string {
    if (this.S3_PUBLIC_URL) return this.S3_PUBLIC_URL.replace(/\/+$/, '');
    const bucket = this.S3_BUCKET ?? '';
    if (this.S3_ENDPOINT) {
      const endpoint = this.S3_ENDPOINT.replace(/\/+$/, '');
      if (this.s3ForcePathStyle) return `${endpoint}/${bucket}`;
      const url = new URL(endpoint);
      return `${url.protocol}//${bucket}.${url.host}`;
    }
    return `https://${bucket}.s3.${this.S3_REGION}.amazonaws.com`;
  }
  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a readable error listing every bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const known = [...Object.keys(new AppConfig()), ...OPTIONAL_KEYS];
  const raw: Record<string, string> = {};
  for (const key of known) {
    const v = env[key];
    if (v !== undefined && v !== '') raw[key] = v;
  }
  const config = plainToInstance(AppConfig, raw, { enableImplicitConversion: true });
  const errors = validateSync(config, { whitelist: false });
  if (config.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET must be set in production');
  }
  if (config.NODE_ENV === 'production' && config.E2E_FAKE_CLOCK) {
    throw new ConfigError('E2E_FAKE_CLOCK is for the browser tests only and cannot be set in production');
  }
  if (config.SMS_PROVIDER === 'kavenegar' && !config.KAVENEGAR_API_KEY) {
    throw new ConfigError('KAVENEGAR_API_KEY is required when SMS_PROVIDER=kavenegar');
  }
  if (config.STORAGE_DRIVER === 's3') {
    const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const missing = required.filter((key) => !config[key]);
    if (missing.length) {
      throw new ConfigError(
        `STORAGE_DRIVER=s3 requires S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; missing: ${missing.join(', ')}`,
      );
    }
  }
  if (config.PAYMENT_GATEWAY === 'zarinpal' && !config.ZARINPAL_MERCHANT_ID) {
    throw new ConfigError('ZARINPAL_MERCHANT_ID is required when PAYMENT_GATEWAY=zarinpal');
  }
  if (errors.length) {
    const lines = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
