import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { allowedOrigins, DEV_ORIGINS } from './security';

describe('allowedOrigins', () => {
  it('is the site, the configured list (origins only, junk dropped), and nothing else in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://daneshsara.example/',
      CORS_ORIGINS: 'https://partner.example/path, nonsense ,https://daneshsara.example',
    });
    expect(allowedOrigins(config)).toEqual([
      'https://daneshsara.example',
      'https://partner.example',
    ]);
  });

  it('adds the dev servers in development only', () => {
    expect(allowedOrigins(loadConfig({ NODE_ENV: 'development' }))).toEqual(DEV_ORIGINS);
    expect(allowedOrigins(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
  });
});
