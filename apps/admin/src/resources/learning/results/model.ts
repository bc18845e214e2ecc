import { TranscriptStatus } from '@daneshsara/domain';
import type { ChipColor } from '../../../inputs/ChipLabelField';
import { isPickedFile, toFormData, type ActionBody } from '../../../providers/dataProvider';
import { CLASSROOMS_PATH } from '../api';
import { keyed } from '../choices';
import { toNumber, type Errors } from '../payload';
import type { PersonInfo } from '../projects/kit/parts';
import { exactCode, sameCode, type TabFilters } from '../projects/kit/useTabList';

/** API paths (docs/api.md «lma, further calls»). */
export const TRANSCRIPTS_PATH = 'lma/transcript_sheets';
export const ACTIVITY_SHEET_PATH = 'lma/registrations/activity_sheet';

/** Column-title keys (`resources.<name>.fields`), not registered resources. */
export const TRANSCRIPTS_LABELS = 'lma-transcripts';
export const ACTIVITY_LABELS = 'lma-activity';

/** PUT lma/classrooms/{id}/announce_result */
export function announcePath(classroomId: number | string): string {
  return `${CLASSROOMS_PATH}/${encodeURIComponent(String(classroomId))}/announce_result`;
}

export function transcriptPath(id: number | string): string {
  return `${TRANSCRIPTS_PATH}/${encodeURIComponent(String(id))}`;
}

/** A row of GET lma/transcript_sheets?registration__classroom= */
export interface TranscriptRow {
  id: number;
  registration: number;
  registration_info: { id: number; owner_info: PersonInfo | null };
  attendance_score: number;
  highest_test_score: number;
  final_score: number;
  status: string;
  is_final_score_overridden: boolean;
  is_sent_by_post: boolean;
  certification: string | null;
}

/** A row of GET lma/registrations/activity_sheet?classroom= (and examinee_sheet, the same). */
export interface ActivityRow {
  id: number;
  registration: number;
  owner: number;
  owner_info: PersonInfo | null;
  absence_count: number;
  is_passed_attendance_condition: boolean;
  is_passed_project_condition: boolean;
  is_passed_assignment_condition: boolean;
  done_assignment_count: number;
  attendance_score: number;
  /** The best announced test score out of 20; null while none counts. */
  final_test: number | null;
  final_status: string | null;
}

/** The activity rows have no id of their own: the registration is theirs. */
export function withRegistrationId(rows: readonly Omit<ActivityRow, 'id'>[]): ActivityRow[] {
  return rows.map((r) => ({ ...r, id: r.registration }));
}

export const TRANSCRIPT_STATUS_COLORS: Record<TranscriptStatus, ChipColor> = {
  CLEAN_PASSED: 'success',
  CONDITIONAL_PASSED: 'warning',
  FAILED: 'error',
  FAILED_DUE_TO_PRE_CONDITIONAL: 'error',
};

export const transcriptStatusChoices = keyed(
  'app.learning.transcript_status',
  Object.values(TranscriptStatus),
);
export const yesNoChoices = keyed('app.lma_results.yes_no', ['yes', 'no']);

/** The transcripts' filter bar: result, sent by post, has a certificate, national code. */
export function matchTranscript(row: TranscriptRow, filters: TabFilters): boolean {
  if (filters.status && row.status !== filters.status) return false;
  if (filters.is_sent_by_post && row.is_sent_by_post !== (filters.is_sent_by_post === 'yes')) {
    return false;
  }
  if (filters.has_certification) {
    if (Boolean(row.certification) !== (filters.has_certification === 'yes')) return false;
  }
  return sameCode(filters.national_code, row.registration_info.owner_info?.national_code);
}

/** The same filters for GET transcript_sheets/export_report (its own names for them). */
export function transcriptExportFilter(
  classroomId: number | string,
  filters: TabFilters,
): Record<string, unknown> {
  const out: Record<string, unknown> = { registration__classroom: Number(classroomId) };
  if (filters.status) out.status = filters.status;
  if (filters.is_sent_by_post) out.is_sent_by_post = filters.is_sent_by_post === 'yes';
  if (filters.has_certification) out.certification__isnull = filters.has_certification === 'no';
  const code = exactCode(filters.national_code);
  if (code) out.registration__owner__national_code = code;
  return out;
}

export function matchActivity(row: ActivityRow, filters: TabFilters): boolean {
  return sameCode(filters.national_code, row.owner_info?.national_code);
}

type Data = Record<string, unknown>;

export function transcriptToForm(row: TranscriptRow): Data {
  return {
    final_score: row.final_score,
    is_sent_by_post: row.is_sent_by_post,
    certification: row.certification,
  };
}

export function validateTranscript(values: Data): Errors {
  const raw = values.final_score;
  if (raw === null || raw === undefined || raw === '')
    return { final_score: 'ra.validation.required' };
  const n = toNumber(raw);
  if (n === null || n < 0 || n > 20) return { final_score: 'app.learning.checks.mark' };
  return {};
}

/**
 * PUT lma/transcript_sheets/{id} with what changed only (sending a final score marks it as set by
 * hand, so an untouched score is left out): JSON, or multipart when a certificate file was picked;
 * a removed certificate is sent as null. Null when nothing changed.
 */
export function toTranscriptBody(values: Data, row: TranscriptRow): ActionBody | null {
  const out: Data = {};
  const score = toNumber(values.final_score);
  if (score !== null && score !== row.final_score) out.final_score = score;
  if (
    typeof values.is_sent_by_post === 'boolean' &&
    values.is_sent_by_post !== row.is_sent_by_post
  ) {
    out.is_sent_by_post = values.is_sent_by_post;
  }
  const file = values.certification;
  if (isPickedFile(file)) {
    out.certification = file;
    return toFormData(out);
  }
  if ((file === null || file === undefined || file === '') && row.certification) {
    out.certification = null;
  }
  return Object.keys(out).length ? out : null;
}
