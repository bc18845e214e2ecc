import { LRUCache } from 'lru-cache';
import { In, type DataSource } from 'typeorm';
import { User } from '../entities/user.entity';
import { mapUser } from './user.mapper';

/**
 * A row's answer as UTF-8 bytes. Kept as bytes: the answer's Persian text made every page a
 * two-byte string that the socket write measured and encoded again on every request (about 8% of
 * the MariaDB list's CPU in a profile).
 */
interface Answer {
  version: number;
  bytes: Buffer;
}

/** Rows kept per process: about 1.3 KB each, so a few MB at most. */
export const USER_ANSWERS_MAX = 5_000;

/** Roles as the list reads them (`ROLES_CSV`: `grant id:role,…` in any order), oldest grant first. */
export function rolesOfCsv(csv: string | null): string[] {
  if (!csv) return [];
  return csv
    .split(',')
    .map((grant): [number, string] => {
      const colon = grant.indexOf(':');
      return [Number(grant.slice(0, colon)), grant.slice(colon + 1)];
    })
    .sort((a, b) => a[0] - b[0])
    .map(([, role]) => role);
}

/**
 * The users list's rows as JSON text, kept per row and checked against the row's `row_version` on
 * every page (issue 15). A page then reads only ids and versions (and the total), and only a row
 * that is new to this process or was written since is read in full with its roles, mapped by
 * `mapUser` and serialised, once. TypeORM bumps the version on every write of a user, and a
 * change of roles is always written with the user row in the same transaction
 * (`UsersService.applyUpdate`: the roles, `is_superuser` and `last_modification_time`), so the
 * version covers the roles too. The check is the database's own version, read by the same
 * statement as the page, so every API replica answers what the database holds: nothing to
 * invalidate across replicas.
 */
export class UserAnswers {
  private readonly kept = new LRUCache<number, Answer>({ max: USER_ANSWERS_MAX });

  constructor(private readonly ds: DataSource) {}

  /**
   * The JSON bytes of each row, in the page's order (one piece a row, as `listResponseJson`
   * takes them): `rows` are the page's ids with their versions. Rows not kept at their version are
   * read, with their roles, in one statement.
   */
  async answers(rows: { id: number; row_version: number }[]): Promise<Buffer[][]> {
    const found = new Map<number, Answer>();
    let missing: number[] | null = null;
    for (const r of rows) {
      const hit = this.kept.get(r.id);
      if (hit && hit.version === r.row_version) found.set(r.id, hit);
      else (missing ??= []).push(r.id);
    }
    if (missing) {
      const users = await this.ds.getRepository(User).find({ where: { id: In(missing) }, relations: { roleRows: true } });
      for (const u of users) {
        // Roles in the order they were given, as everywhere else.
        const roles = (u.roleRows ?? []).sort((a, b) => a.id - b.id).map((r) => r.role);
        const answer = { version: u.row_version, bytes: Buffer.from(JSON.stringify(mapUser(u, roles))) };
        found.set(u.id, answer);
        this.kept.set(u.id, answer);
      }
    }
    const out: Buffer[][] = [];
    for (const r of rows) {
      const a = found.get(r.id);
      // Deleted for good between the page and the read: the page no longer has it.
      if (a) out.push([a.bytes]);
    }
    return out;
  }
}
