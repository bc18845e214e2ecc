import { describe, expect, it } from 'vitest';
import {
  announcePath,
  matchTranscript,
  toTranscriptBody,
  transcriptExportFilter,
  transcriptPath,
  validateTranscript,
  withRegistrationId,
  type TranscriptRow,
} from './model';

const row: TranscriptRow = {
  id: 3,
  registration: 11,
  registration_info: { id: 11, owner_info: { full_name: 'محمد', national_code: '1000158381' } },
  attendance_score: 4,
  highest_test_score: 15,
  final_score: 16,
  status: 'CLEAN_PASSED',
  is_final_score_overridden: false,
  is_sent_by_post: false,
  certification: null,
};

describe('transcripts', () => {
  it('builds the paths', () => {
    expect(announcePath(7)).toBe('lma/classrooms/7/announce_result');
    expect(transcriptPath(3)).toBe('lma/transcript_sheets/3');
  });

  it('sends only what changed (an untouched final score is not marked as set by hand)', () => {
    expect(
      toTranscriptBody({ final_score: 16, is_sent_by_post: false, certification: null }, row),
    ).toBeNull();
    expect(toTranscriptBody({ final_score: '۱۷٫۵', is_sent_by_post: true }, row)).toEqual({
      final_score: 17.5,
      is_sent_by_post: true,
    });
  });

  it('removes a certificate with null and uploads a new one as multipart', () => {
    const withCert = { ...row, certification: '/uploads/certificates/a.pdf' };
    expect(
      toTranscriptBody({ final_score: 16, is_sent_by_post: false, certification: null }, withCert),
    ).toEqual({ certification: null });
    expect(
      toTranscriptBody(
        { final_score: 16, is_sent_by_post: false, certification: withCert.certification },
        withCert,
      ),
    ).toBeNull();
    const picked = { rawFile: new File(['%PDF'], 'cert.pdf'), title: 'cert.pdf' };
    const body = toTranscriptBody(
      { final_score: 18, is_sent_by_post: true, certification: picked },
      row,
    );
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('final_score')).toBe('18');
    expect(form.get('is_sent_by_post')).toBe('true');
    expect((form.get('certification') as File).name).toBe('cert.pdf');
  });

  it('wants a final score from 0 to 20', () => {
    expect(validateTranscript({ final_score: '' })).toEqual({
      final_score: 'ra.validation.required',
    });
    expect(validateTranscript({ final_score: '۲۱' })).toEqual({
      final_score: 'app.learning.checks.mark',
    });
    expect(validateTranscript({ final_score: '۱۹٫۲۵' })).toEqual({});
  });

  it('filters in the browser the way the export filters on the server', () => {
    expect(matchTranscript(row, { status: 'FAILED' })).toBe(false);
    expect(matchTranscript(row, { status: 'CLEAN_PASSED', is_sent_by_post: 'no' })).toBe(true);
    expect(matchTranscript(row, { has_certification: 'yes' })).toBe(false);
    expect(matchTranscript(row, { national_code: '۱۰۰۰۱۵' })).toBe(true);
    expect(
      transcriptExportFilter(7, {
        status: 'CLEAN_PASSED',
        is_sent_by_post: 'yes',
        has_certification: 'no',
        national_code: '۱۰۰۰۱۵۸۳۸۱',
      }),
    ).toEqual({
      registration__classroom: 7,
      status: 'CLEAN_PASSED',
      is_sent_by_post: true,
      certification__isnull: true,
      registration__owner__national_code: '1000158381',
    });
    // A half-typed code filters the table only.
    expect(transcriptExportFilter('7', { national_code: '۱۰۰' })).toEqual({
      registration__classroom: 7,
    });
  });

  it('gives the activity rows their registration as id', () => {
    const [first] = withRegistrationId([
      {
        registration: 11,
        owner: 2,
        owner_info: null,
        absence_count: 1.5,
        is_passed_attendance_condition: true,
        is_passed_project_condition: false,
        is_passed_assignment_condition: true,
        done_assignment_count: 3,
        attendance_score: 4,
        final_test: null,
        final_status: null,
      },
    ]);
    expect(first.id).toBe(11);
  });
});
