import { describe, expect, it } from 'vitest';
import { drawCertificatePdf } from './certificate-pdf';
import { layoutRtlLine } from './persian-line';

/** The Persian face of the tests: every Arabic-block character and the Persian digits. */
const persian = (ch: string) => /[\u0600-\u06FF\u200C]/.test(ch);
const drawn = (text: string) => layoutRtlLine(text, persian).filter((a) => !a.space).map((a) => a.text);

describe('a right-to-left line as PDFKit draws it, left to right', () => {
  it('puts the last Persian word first, each word whole and in its logical order (fontkit shapes and turns it)', () => {
    expect(drawn('گواهی پایان دوره')).toEqual(['دوره', 'پایان', 'گواهی']);
  });

  it('keeps a number and a Latin code reading left to right inside the Persian line', () => {
    // Persian digits are Arabic script to fontkit, which would turn them around: they go reversed.
    expect(drawn('نمره ۱۸ از ۲۰')).toEqual(['۰۲', 'از', '۸۱', 'نمره']);
    expect(drawn('کد AB12 CD34')).toEqual(['AB12', 'CD34', 'کد']);
  });

  it('mirrors brackets and quotes as a browser shows them, drawn by the Latin face', () => {
    const atoms = layoutRtlLine('دوره «مبانی» را', persian).filter((a) => !a.space);
    expect(atoms.map((a) => a.text)).toEqual(['را', '«', 'مبانی', '»', 'دوره']);
    expect(atoms.filter((a) => a.face === 'latin').map((a) => a.text)).toEqual(['«', '»']);
  });

  it('leaves out what the font cannot draw (an emoji in a name) rather than failing the job', () => {
    expect(drawn('مریم 🌷 احمدی')).toEqual(['احمدی', 'مریم']);
  });

  it('draws nothing for an isolate: a masked national code stays in its order', () => {
    expect(drawn('کد ملی \u2066۰۰۱*****۴۵\u2069').join(' ')).toBe('۱۰۰ ***** ۵۴ ملی کد');
  });
});

describe('the certificate PDF', () => {
  it('is one A4 landscape page with Vazirmatn embedded and the code in its metadata', async () => {
    const pdf = await drawCertificatePdf({
      code: 'AB2CD3EF4G',
      holder_name: 'مریم احمدی',
      national_code_masked: '001*****45',
      unit_title: 'مبانی فلسفه اسلامی',
      classroom_title: 'کلاس پاییز ۱۴۰۵',
      professor_name: 'دکتر علی رضایی',
      final_score: 18.5,
      result_label: 'قبول',
      issued_time: new Date('2026-12-07T10:00:00Z'),
      url: 'https://example.test/certificate/AB2CD3EF4G',
    });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Vazirmatn/);
    expect(text).toContain('AB2CD3EF4G');
  });
});
