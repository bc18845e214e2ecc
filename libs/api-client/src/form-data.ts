/**
 * A form as multipart/form-data (API.md "Forms with a file"): files as files, booleans as
 * 'true'/'false', null as an empty value (the server reads it as "clear"), lists as repeated keys.
 * Undefined fields are left out so a partial form does not clear what it did not show.
 */
export function toFormData(values: Readonly<Record<string, unknown>>): FormData {
  const form = new FormData();
  const append = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (value === null) form.append(key, '');
    else if (typeof Blob !== 'undefined' && value instanceof Blob) form.append(key, value);
    else if (typeof value === 'boolean') form.append(key, value ? 'true' : 'false');
    else if (typeof value === 'string') form.append(key, value);
    else if (typeof value === 'number' || typeof value === 'bigint')
      form.append(key, String(value));
    else if (value instanceof Date) form.append(key, value.toISOString());
    else form.append(key, JSON.stringify(value));
  };
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((item) => append(key, item));
    else append(key, value);
  }
  return form;
}
