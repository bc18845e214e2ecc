import { ALL_ROLES, Gender } from '@daneshsara/domain';
import type { IndexedSearch, ListSpec, SearchIndex } from '../../../core/list';

/** The words staff find a user by: names, mobile, national code, email (core/list/search-index.ts). */
export const USERS_SEARCH: SearchIndex = {
  name: 'uma_users_search',
  table: 'uma_users',
  columns: ['firstname', 'lastname', 'mobile_number', 'national_code', 'email'],
};
/** The picker's words: names and mobile only (national codes are not searched there). */
export const USER_NAMES_SEARCH: SearchIndex = {
  name: 'uma_user_names_search',
  table: 'uma_users',
  columns: ['firstname', 'lastname', 'mobile_number'],
};
/** A list's search by its rows' owner (an invoice's, a ticket's…): `key` holds the owner's id. */
export const ownerSearch = (key: string): IndexedSearch => ({ index: USERS_SEARCH, key });

/** The users list's allow-list (ENDPOINTS.md 1.1): filters, search and orderings. */
export const USERS_LIST: ListSpec = {
  resource: 'users',
  alias: 'u',
  filters: {
    id: { type: 'int', column: 'u.id' },
    role: {
      type: 'enum',
      values: ALL_ROLES,
      ops: ['eq', 'in'],
      apply: (qb, cond, p) => {
        const roles = Array.isArray(cond.value) ? cond.value : [cond.value];
        // The role's index finds its users (a correlated EXISTS scanned every user for a rare role).
        qb.andWhere(`u.id IN (SELECT ur_${p}.user_id FROM uma_user_roles ur_${p} WHERE ur_${p}.role IN (:...${p}))`, {
          [p]: roles,
        });
      },
    },
    national_code: { type: 'string', column: 'u.national_code' },
    mobile_number: { type: 'string', column: 'u.mobile_number' },
    email: { type: 'string', column: 'u.email' },
    firstname: { type: 'string', column: 'u.firstname' },
    lastname: { type: 'string', column: 'u.lastname' },
    gender: { type: 'enum', values: Object.values(Gender), column: 'u.gender' },
    is_active: { type: 'bool', column: 'u.is_active' },
    is_locked_out: { type: 'bool', column: 'u.is_locked_out' },
    living_province: { type: 'string', column: 'u.living_province' },
    living_city: { type: 'string', column: 'u.living_city' },
    creation_time: { type: 'date', column: 'u.creation_time' },
  },
  search: [{ index: USERS_SEARCH, key: 'u.id' }],
  ordering: {
    id: 'u.id',
    firstname: 'u.firstname',
    lastname: 'u.lastname',
    mobile_number: 'u.mobile_number',
    national_code: 'u.national_code',
    creation_time: 'u.creation_time',
    last_login: 'u.last_login',
    is_active: 'u.is_active',
  },
  defaultOrdering: '-id',
  params: ['type'],
};

/**
 * The learner picker (DOMAIN.md section 2): staff outside human resources find someone by name or
 * mobile; national codes, birth data and addresses are neither shown nor searched.
 */
export const USER_PICKER_LIST: ListSpec = {
  resource: 'user_picker',
  alias: 'u',
  filters: { id: { type: 'int', column: 'u.id', ops: ['eq', 'in'] }, role: USERS_LIST.filters.role },
  search: [{ index: USER_NAMES_SEARCH, key: 'u.id' }],
  ordering: { id: 'u.id', firstname: 'u.firstname', lastname: 'u.lastname' },
  defaultOrdering: '-id',
};

/** Public professor list: only names and picture, only active professors. */
export const PROFESSORS_LIST: ListSpec = {
  resource: 'professors',
  alias: 'u',
  filters: { id: { type: 'int', column: 'u.id' } },
  search: ['u.firstname', 'u.lastname'],
  ordering: { id: 'u.id', firstname: 'u.firstname', lastname: 'u.lastname' },
  defaultOrdering: 'lastname',
};
