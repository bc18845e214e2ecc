import { toLatinDigits } from '@daneshsara/domain';
import { toNumber, type Errors } from '../payload';

/** GET (?unit=) / POST / DELETE lma/transcript_sheet_histories */
export const HISTORIES_PATH = 'lma/transcript_sheet_histories';

/** Column-title keys (`resources.<name>.fields`), not a registered resource. */
export const HISTORIES_LABELS = 'lma-histories';

/**
 * A past mark of at least this counts as passing the unit when it is another unit's prerequisite
 * (the API's HISTORY_PASS_MARK, records.service.ts).
 */
export const HISTORY_PASS_MARK = 10;

/** The console routes (SPEC «Admin»: units/{unit_id}/transcript_sheet_history/{id} and create). */
export const unitHistoriesRoute = (unitId: number | string) =>
  `/units/${encodeURIComponent(String(unitId))}/transcript_sheet_history`;
export const unitHistoryCreateRoute = (unitId: number | string) =>
  `${unitHistoriesRoute(unitId)}/create`;
export const unitHistoryRoute = (unitId: number | string, id: number | string) =>
  `${unitHistoriesRoute(unitId)}/${encodeURIComponent(String(id))}`;

/** A row as the API answers it (the entity itself: `unit_id`, not `unit`). */
export interface HistoryRow {
  id: number;
  unit_id?: number;
  unit?: number;
  national_code: string;
  score: number;
  creation_time: string;
}

type Data = Record<string, unknown>;

/** A national code as typed (Persian or Latin digits, spaces) → ten Latin digits or the rest. */
export function cleanCode(value: unknown): string {
  return typeof value === 'string' ? toLatinDigits(value).replace(/\s+/g, '') : '';
}

export function validateHistory(values: Data): Errors {
  const errors: Errors = {};
  const code = cleanCode(values.national_code);
  if (!code) errors.national_code = 'ra.validation.required';
  else if (!/^\d{10}$/.test(code)) errors.national_code = 'app.lma_histories.checks.national_code';
  const raw = values.score;
  if (raw === null || raw === undefined || raw === '') errors.score = 'ra.validation.required';
  else {
    const n = toNumber(raw);
    if (n === null || n < 0 || n > 20) errors.score = 'app.learning.checks.mark';
  }
  return errors;
}

/** POST lma/transcript_sheet_histories {unit, national_code, score}: one per (unit, code). */
export function toHistoryPayload(values: Data, unitId: number | string) {
  return {
    unit: Number(unitId),
    national_code: cleanCode(values.national_code),
    score: toNumber(values.score),
  };
}

/** The stored mark of this national code in the unit, if any (a new one replaces it). */
export function existingFor(rows: readonly HistoryRow[], code: unknown): HistoryRow | undefined {
  const clean = cleanCode(code);
  return clean ? rows.find((r) => r.national_code === clean) : undefined;
}

export const isPassing = (score: number) => score >= HISTORY_PASS_MARK;
