import type { SortPayload } from 'react-admin';

const SUFFIXES = ['_gte', '_lte', '_gt', '_lt'] as const;

function scalar(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return null;
}

/**
 * A react-admin filter object in the page dialect of API.md (the one export_report reads):
 * `q` → `search`, arrays → `field__in=a,b`, `_gte/_lte/_gt/_lt` → `__gte/...`, booleans as
 * true/false, empty values dropped; the sort becomes `ordering` (`-field` for descending).
 */
export function toPageDialectParams(
  filter: Record<string, unknown>,
  sort?: SortPayload,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (Array.isArray(value)) {
      const parts = value.map(scalar).filter((v): v is string => v !== null);
      if (parts.length) params.append(`${key}__in`, parts.join(','));
      continue;
    }
    const text = scalar(value);
    if (text === null) continue;
    if (key === 'q') {
      params.append('search', text);
      continue;
    }
    const suffix = SUFFIXES.find((s) => key.endsWith(s));
    const name = suffix ? `${key.slice(0, -suffix.length)}_${suffix}` : key;
    params.append(name, text);
  }
  if (sort?.field) params.append('ordering', `${sort.order === 'DESC' ? '-' : ''}${sort.field}`);
  return params;
}
