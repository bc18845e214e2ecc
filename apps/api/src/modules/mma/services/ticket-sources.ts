import { Injectable } from '@nestjs/common';

/** Answers null when the source exists, or the Persian message saying it does not. */
export type TicketSourceCheck = (id: number) => Promise<string | null>;

/**
 * What a ticket may be about, lent to mma by the modules that own it (lma lends its classrooms,
 * events and circles), so mma never depends on them. A source type nobody registered is taken
 * on its word (contents have no table of their own yet).
 */
@Injectable()
export class TicketSources {
  private readonly checks = new Map<string, TicketSourceCheck>();

  register(type: string, check: TicketSourceCheck): void {
    this.checks.set(type, check);
  }

  get(type: string): TicketSourceCheck | undefined {
    return this.checks.get(type);
  }
}
