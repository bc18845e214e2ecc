import { describe, expect, it } from 'vitest';
import { isPassCode } from '@daneshsara/domain';
import { Jobs } from '../../src/core/jobs';
import { Certificate } from '../../src/modules/lma';
import { CertificatesService } from '../../src/modules/lma/certificates/certificates.service';
import { bootForFile, rawBody } from '../support/app';
import { openClassroom } from '../support/learning';

/** Certificates anyone can verify (issue 28): made by a job when a transcript passes, revoked when it stops. */
const file = bootForFile({ JOBS_ENABLED: 'false' });

const HOUR = 3_600_000;
const at = (hours: number) => new Date(file.t.clock.now().getTime() + hours * HOUR).toISOString();
let seq = 0;

/** A training classroom with `n` named learners REGISTERED; the first attends its one session, the others not. */
async function announcedClassroom(n: number) {
  const professor = await file.t.createUser({ firstname: 'علی', lastname: 'رضایی' });
  const c = await openClassroom(file.t, file.staff.auth, 'TRAINING', {
    professor: professor.id, effective_absence_coefficient: 100, minimum_clean_passing_mark: 12, minimum_conditional_passing_mark: 10, special_passing_mark: 14,
  });
  const learners = [];
  for (let i = 0; i < n; i++) {
    const national_code = String(7_000_000_000 + process.pid * 100 + ++seq).padStart(10, '0').slice(-10);
    const user = await file.t.createUser({ national_code, firstname: 'مریم', lastname: `احمدی ${seq}` });
    const auth = { Authorization: `Bearer ${file.t.tokenOf(user)}` };
    expect((await file.t.http.put(`/api/lma/classrooms/${c.id}/register`).set(auth)).body.status).toBe('REGISTERED');
    learners.push({ user, auth });
  }
  const session = await file.t.http.post('/api/lma/sessions').set(file.staff.auth).send({ classroom: c.id, title: 'جلسه', beginning_time: at(-1), ending_time: at(1) });
  expect(session.status, JSON.stringify(session.body)).toBe(201);
  await file.t.http.post('/api/lma/session_attendance_sheets/submit_attendance_status').set(learners[0].auth).send({ session: session.body.id, is_present_listen_part1: true, is_present_listen_part2: true });
  file.t.clock.advance(2 * HOUR);
  expect((await file.t.http.put(`/api/lma/classrooms/${c.id}/announce_result`).set(file.staff.auth)).body).toMatchObject({ announced: n });
  await file.t.app.get(Jobs).idle(60_000);
  return { classroom: c, learners };
}

type CertificateInfo = { code: string; status: string; url: string; pdf: string | null } | null;
async function certificateOf(auth: Record<string, string>, classroom: number): Promise<CertificateInfo> {
  const res = await file.t.http.get(`/api/lma/registrations?classroom=${classroom}`).set(auth);
  expect(res.status).toBe(200);
  return res.body.results[0].transcript_sheet_info.certificate_info;
}
const pdfOf = (code: string) => file.t.http.get(`/api/lma/certificates/${code}/pdf`).buffer(true).parse(rawBody);

describe('certificates', () => {
  it('a passing learner gets one with a code and a PDF; a failing one gets none', async () => {
    const { classroom, learners } = await announcedClassroom(2);
    const [good, poor] = learners;
    const cert = await certificateOf(good.auth, classroom.id);
    expect(cert).toMatchObject({ status: 'VALID', url: `/certificate/${cert?.code}`, pdf: `/api/lma/certificates/${cert?.code}/pdf` });
    expect(isPassCode(cert!.code)).toBe(true);
    expect(await certificateOf(poor.auth, classroom.id)).toBeNull();

    const pdf = await pdfOf(cert!.code);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (pdf.body as Buffer).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Vazirmatn/);
    expect(text).toContain(cert!.code);
  });

  it('anyone verifies it by its code, without signing in: whose, for what, the national code masked', async () => {
    const { classroom, learners } = await announcedClassroom(1);
    const { code } = (await certificateOf(learners[0].auth, classroom.id))!;
    const res = await file.t.http.get(`/api/lma/certificates/${code}`);
    expect(res.status).toBe(200);
    const national = learners[0].user.national_code!;
    expect(res.body).toMatchObject({
      code, status: 'VALID', is_valid: true, status_label: 'معتبر', holder_name: `مریم احمدی ${seq}`, national_code: `${national.slice(0, 3)}*****${national.slice(-2)}`,
      professor_name: 'علی رضایی', final_score: 20, result: 'CLEAN_PASSED', result_label: 'قبول', revoked_time: null,
    });
    expect(res.body.unit_title).toMatch(/^درس /);
    // Typed by hand from the paper: lower case, grouped, Persian digits.
    const typed = `${code.slice(0, 5)} ${code.slice(5)}`.toLowerCase().replace(/[2-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    expect((await file.t.http.get(`/api/lma/certificates/${encodeURIComponent(typed)}`)).body.code).toBe(code);
    for (const unknown of ['ZZZZZZZZZZ', 'abc', '1']) {
      const miss = await file.t.http.get(`/api/lma/certificates/${unknown}`);
      expect(miss.status).toBe(404);
      expect(miss.body.detail).toBe('گواهی‌ای با این کد پیدا نشد؛ کد را دوباره بررسی کنید.');
    }
  });

  it('is revoked when staff lower the score below passing, and valid again with the same code when raised', async () => {
    const { classroom, learners } = await announcedClassroom(1);
    const { code } = (await certificateOf(learners[0].auth, classroom.id))!;
    const row = (await file.t.http.get(`/api/lma/transcript_sheets?registration__classroom=${classroom.id}`).set(file.staff.auth)).body.results[0];
    expect((await file.t.http.put(`/api/lma/transcript_sheets/${row.id}`).set(file.staff.auth).send({ final_score: 5 })).body.status).toBe('FAILED');
    await file.t.app.get(Jobs).idle(60_000);
    const revoked = await file.t.http.get(`/api/lma/certificates/${code}`);
    expect(revoked.body).toMatchObject({ status: 'REVOKED', is_valid: false, status_label: 'باطل شده', pdf: null });
    expect(revoked.body.revoked_time).not.toBeNull();
    const gone = await file.t.http.get(`/api/lma/certificates/${code}/pdf`);
    expect(gone.status).toBe(404);
    expect(gone.body.detail).toBe('این گواهی باطل شده است.');

    expect((await file.t.http.put(`/api/lma/transcript_sheets/${row.id}`).set(file.staff.auth).send({ final_score: 17 })).body.status).toBe('CLEAN_PASSED');
    await file.t.app.get(Jobs).idle(60_000);
    expect((await file.t.http.get(`/api/lma/certificates/${code}`)).body).toMatchObject({ status: 'VALID', final_score: 17, revoked_time: null });
    expect((await pdfOf(code)).status).toBe(200);
  });

  it('is made once: a job run again draws nothing, two runs at once leave one certificate per transcript', async () => {
    const { classroom, learners } = await announcedClassroom(1);
    const service = file.t.app.get(CertificatesService);
    expect(await service.refreshClassroom(classroom.id)).toBe(0);
    const repo = file.t.ds.getRepository(Certificate);
    const before = await repo.findBy({ owner_id: learners[0].user.id });
    await repo.delete({ owner_id: learners[0].user.id });
    const drawn = await Promise.all([service.refreshClassroom(classroom.id), service.refreshClassroom(classroom.id)]);
    const after = await repo.findBy({ owner_id: learners[0].user.id });
    expect(after).toHaveLength(1);
    expect(after[0].code).not.toBe(before[0].code);
    expect(drawn.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(after[0].file_fingerprint).toBe(after[0].fingerprint);
  });

  it('stays verifiable when staff upload their own file, which the learner is handed instead', async () => {
    const { classroom, learners } = await announcedClassroom(1);
    const row = (await file.t.http.get(`/api/lma/transcript_sheets?registration__classroom=${classroom.id}`).set(file.staff.auth)).body.results[0];
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const up = await file.t.http.put(`/api/lma/transcript_sheets/${row.id}`).set(file.staff.auth).attach('certification', pdf, 'own.pdf');
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const mine = (await file.t.http.get(`/api/lma/registrations?classroom=${classroom.id}`).set(learners[0].auth)).body.results[0].transcript_sheet_info;
    expect(mine.certification).toBe(up.body.certification);
    expect(mine.certificate_info.status).toBe('VALID');
    expect((await file.t.http.get(`/api/lma/certificates/${mine.certificate_info.code}`)).body.is_valid).toBe(true);
  });
});
