import { PROFILE_FIELDS, toLatinDigits } from '@daneshsara/domain';

/**
 * What an admin may send in PUT /uma/users/{id} (ENDPOINTS 1.1: profile fields + roles +
 * is_active). The API refuses unknown fields with 400, so the form's record (which also carries
 * id, timestamps, lockout and verification flags, full_name ...) is narrowed to this list.
 * `password` goes only when typed. `picture` is left out: there is no picture input yet, and its URL must not be echoed back.
 */
export const USER_EDITABLE_FIELDS = [
  ...PROFILE_FIELDS,
  'email',
  'mobile_number',
  'roles',
  'is_active',
  'password',
] as const;

/** POST /uma/users from the console's create form. */
export const USER_CREATE_FIELDS = [
  'firstname',
  'lastname',
  'mobile_number',
  'password',
  'roles',
] as const;

/** Numbers people may type with Persian digits; the API stores Latin ones. */
const DIGIT_FIELDS = new Set([
  'national_code',
  'mobile_number',
  'phone_number',
  'on_social_network_mobile_number',
  'on_call_mobile_number',
  'living_postal_code',
]);

type Payload = Record<string, unknown>;

function pick(data: Payload, fields: readonly string[]): Payload {
  const out: Payload = {};
  for (const field of fields) {
    if (!(field in data)) continue;
    let value = data[field];
    if (typeof value === 'string') {
      value = value.trim();
      if (DIGIT_FIELDS.has(field)) value = toLatinDigits(value as string);
      // An emptied optional text goes back as null, the way the API answers it.
      if (value === '' && field !== 'firstname' && field !== 'lastname') value = null;
    }
    out[field] = value;
  }
  return out;
}

export function toUserUpdatePayload(data: Payload): Payload {
  const out = pick(data, USER_EDITABLE_FIELDS);
  // A new password only when one was typed; an empty box leaves the current one alone.
  if (!out.password) delete out.password;
  if (Array.isArray(out.roles)) out.roles = [...new Set(out.roles)];
  return out;
}

export function toUserCreatePayload(data: Payload): Payload {
  return pick(data, USER_CREATE_FIELDS);
}
