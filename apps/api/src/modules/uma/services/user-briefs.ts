import { fullName, type UserBrief } from '@daneshsara/domain';
import { In, type DataSource } from 'typeorm';
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
  for (const u of users) {
    map.set(u.id, {
      id: u.id,
      firstname: u.firstname,
      lastname: u.lastname,
      full_name: fullName(u),
      mobile_number: u.mobile_number,
      national_code: u.national_code,
    });
  }
  return map;
}

export function briefOf(map: Map<number, UserBrief>, id: number): UserBrief {
  return (
    map.get(id) ?? { id, firstname: null, lastname: null, full_name: '', mobile_number: null, national_code: null }
  );
}
