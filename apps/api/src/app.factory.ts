import fastifyStatic from '@fastify/static';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import type { AppConfig } from './config/config';
import type { CoreOverrides } from './core/core.module';
import { detectDbFlavor } from './core/database/data-source';
import { requestContext, type RequestContext } from './core/database/request-context';
import { ApiExceptionFilter } from './core/http/exception.filter';
import { BodyShapePipe } from './core/http/body-shape.pipe';
import { registerBodyDepthLimit } from './core/http/body-depth';
import { PathIdPipe } from './core/http/id.pipe';
import { registerMultipart } from './core/http/multipart';
import { allowedOrigins, registerSecurityHeaders, uploadHeaders } from './core/http/security';
import { createValidationPipe } from './core/http/validation';
import { seedMoneyDemo } from './seed/money.seed';
import { seedStoreDemo } from './seed/store.seed';
import { seedContentDemo } from './seed/content.seed';
import { seedLearningDemo } from './seed/learning.seed';
import { seedDemo, seedReference } from './seed/seed';
import { PasswordService } from './modules/uma';
import { Jobs } from './core/jobs';
import { CERTIFICATES_SWEEP } from './modules/lma/certificates/certificates.service';
import { registerSeoPages, SeoPages } from './modules/cma';

declare module 'fastify' {
  interface FastifyRequest {
    ctx?: RequestContext;
  }
}

const ASSET_CACHE = 'public, max-age=31536000, immutable';

function staticHeaders(reply: FastifyReply, path: string): void {
  void reply.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? ASSET_CACHE : 'no-cache');
}

/** The storefront at `/`, the console at `/admin/`, uploads at `/uploads/`, all from one port. */
async function serveClients(
  fastify: FastifyInstance,
  config: AppConfig,
  seoPages: () => SeoPages | null,
): Promise<void> {
  mkdirSync(config.uploadsDir, { recursive: true });
  await fastify.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: uploadHeaders,
  });
  if (!config.SERVE_CLIENTS) return;
  if (existsSync(config.ADMIN_DIST)) {
    await fastify.register(fastifyStatic, {
      root: config.ADMIN_DIST,
      prefix: '/admin/',
      decorateReply: false,
      setHeaders: staticHeaders,
    });
  }
  if (existsSync(config.WEB_DIST)) {
    // The storefront's server render (apps/web/src/entry-server.tsx), built beside its dist, and
    // the client build's manifest (the files of each route's code).
    registerSeoPages(fastify, seoPages, config.PUBLIC_URL, {
      entry: join(dirname(config.WEB_DIST), 'dist-ssr', 'entry-server.cjs'),
      manifest: join(config.WEB_DIST, '.vite', 'manifest.json'),
    });
    await fastify.register(fastifyStatic, {
      root: config.WEB_DIST,
      prefix: '/',
      decorateReply: false,
      setHeaders: staticHeaders,
      // The build writes .br/.gz beside each asset (apps/web/vite.config.mts).
      preCompressed: true,
      // Not the build's own files (.vite/manifest.json: read by the server render, not served).
      dotfiles: 'ignore',
    });
  }
}

/**
 * Request bodies in the OpenAPI page: Nest names each DTO class but, without @ApiProperty on every
 * field, leaves its schema empty. The class-validator rules already say what each field accepts,
 * so the schemas are made from them.
 */
function withDtoSchemas(document: OpenAPIObject): OpenAPIObject {
  const fromValidators = validationMetadatasToSchemas({
    refPointerPrefix: '#/components/schemas/',
  });
  const schemas = (document.components ??= {}).schemas ?? {};
  for (const [name, schema] of Object.entries(fromValidators)) {
    const current = schemas[name] as { properties?: object } | undefined;
    if (!current || !current.properties || Object.keys(current.properties).length === 0) {
      schemas[name] = schema as never;
    }
  }
  document.components.schemas = schemas;
  return document;
}

export interface CreateAppOptions extends CoreOverrides {
  logger?: LogLevel[] | false;
  /** Run migrations and seeds (on by default; tests that build their own data keep demo off). */
  migrate?: boolean;
}

export async function createApp(
  config: AppConfig,
  opts: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  await detectDbFlavor(config);
  const adapter = new FastifyAdapter({
    trustProxy: true,
    // An upload plus its form, and at least 4 MB: a 1 MB page setting (cma) sent with every
    // letter escaped (\uXXXX, three times its UTF-8) still reaches the service's Persian refusal.
    bodyLimit: Math.max(config.UPLOAD_MAX_BYTES, 3 * 1024 * 1024) + 1024 * 1024,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, { clock: opts.clock, sms: opts.sms }),
    adapter,
    { logger: opts.logger ?? ['log', 'warn', 'error'], bufferLogs: false },
  );
  const fastify = app.getHttpAdapter().getInstance();

  // The per-request context (AsyncLocalStorage) only counts queries: it costs about 5% of a
  // request, so it runs only when the X-Query-Count header is on (tests and the bench).
  if (config.QUERY_COUNT_HEADER) {
    fastify.addHook('onRequest', (req: FastifyRequest, _reply, done) => {
      const ctx: RequestContext = { queries: 0 };
      req.ctx = ctx;
      requestContext.run(ctx, done);
    });
    fastify.addHook('onSend', async (req, reply) => {
      if (req.ctx) void reply.header('X-Query-Count', String(req.ctx.queries));
    });
  }

  await registerMultipart(fastify, config.UPLOAD_MAX_BYTES);
  registerBodyDepthLimit(fastify);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new PathIdPipe(), new BodyShapePipe(), createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(config));
  await registerSecurityHeaders(fastify, config);
  const origins = allowedOrigins(config);
  app.enableCors({
    origin: origins.length ? origins : false,
    credentials: true,
    exposedHeaders: ['Content-Range', 'Content-Disposition', 'X-Query-Count'],
  });

  const doc = new DocumentBuilder()
    .setTitle('دانش‌سرا API')
    .setDescription('HTTP contract of the platform: see API.md. Every path sits under /api.')
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  SwaggerModule.setup(
    'api/docs',
    app,
    () => withDtoSchemas(SwaggerModule.createDocument(app, doc)),
    {
      jsonDocumentUrl: 'api/docs/json',
    },
  );

  await serveClients(fastify, config, () => {
    try {
      return app.get(SeoPages);
    } catch {
      return null;
    }
  });

  let seededDemo = false;
  if (opts.migrate !== false) {
    const ds = app.get(DataSource);
    await ds.runMigrations({ transaction: 'each' });
    await seedReference(ds);
    if (config.SEED_DEMO) {
      const seeded = await seedDemo(ds, app.get(PasswordService));
      if (seeded) {
        await seedMoneyDemo(ds);
        await seedStoreDemo(ds);
        await seedContentDemo(ds);
        await seedLearningDemo(ds);
      }
      if (seeded) new Logger('Seed').log('demo data written (see README for the demo accounts)');
      seededDemo = seeded;
    }
  }

  await app.init();
  await fastify.ready();
  // The demo's certificates are drawn like any other: by the job, once the queue runs.
  if (seededDemo) await app.get(Jobs).add(CERTIFICATES_SWEEP, {}, { id: 'certificates-demo' });
  return app;
}
