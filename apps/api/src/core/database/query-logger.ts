import { Logger as NestLogger } from '@nestjs/common';
import type { Logger, QueryRunner } from 'typeorm';
import { requestContext } from './request-context';

/**
 * Counts the SQL statements of the current request (read by the `X-Query-Count` header, the
 * N+1 tests and the bench) and prints them only when DB_LOGGING is on.
 */
export class CountingQueryLogger implements Logger {
  private readonly out = new NestLogger('SQL');
  constructor(private readonly print: boolean) {}

  logQuery(query: string, parameters?: unknown[], _qr?: QueryRunner): void {
    const ctx = requestContext.getStore();
    if (ctx) ctx.queries += 1;
    if (this.print) this.out.debug(`${query} ${parameters?.length ? JSON.stringify(parameters) : ''}`);
  }
  logQueryError(error: string | Error, query: string): void {
    if (this.print) this.out.warn(`${String(error)} in ${query}`);
  }
  logQuerySlow(time: number, query: string): void {
    this.out.warn(`slow query (${time} ms): ${query}`);
  }
  logSchemaBuild(message: string): void {
    if (this.print) this.out.debug(message);
  }
  logMigration(message: string): void {
    this.out.log(message);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.out.warn(String(message));
  }
}
