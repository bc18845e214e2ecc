import { LRUCache } from 'lru-cache';
import { In, type DataSource } from 'typeorm';
import { User } from '../entities/user.entity';
import { mapUser } from './user.mapper';

/**
 * A row's answer as UTF-8 bytes around its roles, which are read with every page. Kept as bytes:
 * the answer's Persian text made every page a two-byte string that the socket write measured and
 * encoded again on every request (about 8% of the MariaDB list's CPU in a profile).
 */
interface Answer {
  version: number;
  /** `{"id":…,"roles":` */
  head: Buffer;
  /** `,"groups":[],…}` */
  tail: Buffer;
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

/** Roles are enum names (ASCII), and a page repeats a handful of role sets: their bytes are kept. */
const rolesBytes = new LRUCache<string, Buffer>({ max: 1_000 });
const NO_ROLES = Buffer.from('[]');

/** The same, as the bytes of its JSON text. */
export function rolesJson(csv: string | null): Buffer {
  if (!csv) return NO_ROLES;
  let bytes = rolesBytes.get(csv);
  if (!bytes) rolesBytes.set(csv, (bytes = Buffer.from(JSON.stringify(rolesOfCsv(csv)), 'latin1')));
  return bytes;
}

/**
 * The users list's rows as JSON text, kept per row and checked against the row's `row_version` on
 * every page (issue 15). A page then reads only ids, versions, roles and the total, and only a row
 * that is new to this process or was written since (TypeORM bumps the version on every write of a
 * user) is read in full, mapped by `mapUser` and serialised, once. The check is the database's
 * own version, read by the same statement as the page, so every API replica answers what the
 * database holds: nothing to invalidate across replicas. Roles come from the page statement, never
 * from here.
 */
export class UserAnswers {
  private readonly kept = new LRUCache<number, Answer>({ max: USER_ANSWERS_MAX });

  constructor(private readonly ds: DataSource) {}

  /**
   * The JSON bytes of each row (three pieces: head, roles, tail), in the page's order: `rows` are the page's ids with their versions and
   * roles. Rows not kept at their version are read in one statement.
   */
  async answers(rows: { id: number; row_version: number; roles_csv: string | null }[]): Promise<Buffer[][]> {
    const found = new Map<number, Answer>();
    let missing: number[] | null = null;
    for (const r of rows) {
      const hit = this.kept.get(r.id);
      if (hit && hit.version === r.row_version) found.set(r.id, hit);
      else (missing ??= []).push(r.id);
    }
    if (missing) {
      for (const u of await this.ds.getRepository(User).find({ where: { id: In(missing) } })) {
        const json = JSON.stringify(mapUser(u, []));
        // Keys before `roles` are fixed names and string values escape their quotes, so the first
        // `"roles":[]` is the key itself.
        const at = json.indexOf('"roles":[]');
        const answer = {
          version: u.row_version,
          head: Buffer.from(json.slice(0, at + 8)),
          tail: Buffer.from(json.slice(at + 10)),
        };
        found.set(u.id, answer);
        this.kept.set(u.id, answer);
      }
    }
    const out: Buffer[][] = [];
    for (const r of rows) {
      const a = found.get(r.id);
      // Deleted for good between the page and the read: the page no longer has it.
      if (a) out.push([a.head, rolesJson(r.roles_csv), a.tail]);
    }
    return out;
  }
}
