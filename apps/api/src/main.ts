import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  const app = await createApp(config);
  app.enableShutdownHooks();
  await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  new Logger('دانش‌سرا').log(
    `ready on http://${shown}:${config.PORT} (storefront /, console /admin/, API /api, docs /api/docs; database ${config.DB_TYPE})`,
  );
}

void main();
