import { fullName, type UserBrief } from '@daneshsara/domain';
import { In, type DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { selectJoined } from '../../../core/database/joined-row';
import { User } from '../entities/user.entity';

/** Short user cards for many ids in one query. */
export async function userBriefs(ds: DataSource, ids: (number | null | undefined)[]): Promise<Map<number, UserBrief>> {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const map = new Map<number, UserBrief>();
  if (!unique.length) return map;
  const users = await ds.getRepository(User).find({
    where: { id: In(unique) },
    select: ['id', 'firstname', 'lastname', 'mobile_number', 'national_code'],
  });
  for (const u of users) map.set(u.id, userBrief(u));
  return map;
}

export function briefOf(map: Map<number, UserBrief>, id: number): UserBrief {
  return (
    map.get(id) ?? { id, firstname: null, lastname: null, full_name: '', mobile_number: null, national_code: null }
  );
}

const BRIEF_FIELDS = ['id', 'firstname', 'lastname', 'mobile_number', 'national_code'] as const;
type RawRow = Record<string, unknown>;

/**
 * Selects a user's brief from a joined `uma_users` alias into the page query itself, so a list
 * reads its owner (or creator) with its own rows instead of one more query: `briefSelects` adds
 * the columns under `prefix`, `briefFromRaw` reads them back from `getRawAndEntities`.
 */
export function briefSelects<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  prefix: string,
): SelectQueryBuilder<T> {
  selectJoined(qb as unknown as SelectQueryBuilder<ObjectLiteral>, alias, prefix, BRIEF_FIELDS);
  return qb;
}

/** The brief selected by `briefSelects`; the empty brief of `briefOf` when the user is gone. */
export function briefFromRaw(raw: RawRow | undefined, prefix: string, id: number): UserBrief {
  const uid = raw?.[`${prefix}_id`];
  if (uid === null || uid === undefined) return briefOf(new Map(), id);
  const text = (f: string) => (raw?.[`${prefix}_${f}`] ?? null) as string | null;
  const u = { firstname: text('firstname'), lastname: text('lastname') };
  return {
    id: Number(uid),
    firstname: u.firstname,
    lastname: u.lastname,
    full_name: fullName(u),
    mobile_number: text('mobile_number'),
    national_code: text('national_code'),
  };
}

/** The brief of a user row already loaded (e.g. joined with `leftJoinAndMapOne`). */
export function userBrief(u: Pick<User, 'id' | 'firstname' | 'lastname' | 'mobile_number' | 'national_code'>): UserBrief {
  return {
    id: u.id,
    firstname: u.firstname,
    lastname: u.lastname,
    full_name: fullName(u),
    mobile_number: u.mobile_number,
    national_code: u.national_code,
  };
}
