import { create as openFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { readFileSync } from 'node:fs';
import { formatJalaliDate, formatNumber, groupPassCode, toPersianDigits } from '@daneshsara/domain';
import { layoutRtlLine } from './persian-line';

/** What a certificate says (the row's snapshot, certificates.service.ts). */
export interface CertificateText {
  code: string;
  holder_name: string;
  national_code_masked: string | null;
  unit_title: string;
  classroom_title: string | null;
  professor_name: string | null;
  final_score: number;
  result_label: string;
  issued_time: Date;
  /** The public page its QR code opens. */
  url: string;
}

/** DESIGN.md's brand (libs/ui/src/theme.ts): deep teal, warm amber, the text colour. */
const TEAL = '#0f5e63';
const AMBER = '#d9961a';
const INK = '#1f2a2e';
const MUTED = '#5b676b';

type Face = 'fa' | 'fa-bold' | 'latin' | 'latin-bold';
const FILES: Record<Face, string> = {
  fa: 'vazirmatn-arabic-400-normal.woff',
  'fa-bold': 'vazirmatn-arabic-700-normal.woff',
  latin: 'vazirmatn-latin-400-normal.woff',
  'latin-bold': 'vazirmatn-latin-700-normal.woff',
};

/** Vazirmatn as the storefront serves it (@fontsource): its Arabic and Latin halves, read once. */
let fonts: { bytes: Record<Face, Buffer>; persian: Font } | null = null;
function loadFonts() {
  if (!fonts) {
    const bytes = Object.fromEntries(
      Object.entries(FILES).map(([face, file]) => [face, readFileSync(require.resolve(`@fontsource/vazirmatn/files/${file}`))]),
    ) as Record<Face, Buffer>;
    fonts = { bytes, persian: openFont(bytes.fa) as Font };
  }
  return fonts;
}

/**
 * The certificate as a one-page A4 PDF (landscape), Vazirmatn embedded (only the glyphs it uses),
 * every line ordered right to left by persian-line.ts, and a vector QR code of its public page.
 */
export async function drawCertificatePdf(t: CertificateText): Promise<Buffer> {
  const { bytes, persian } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `گواهی ${t.holder_name}`, Author: 'دانش‌سرا', Subject: t.unit_title, Keywords: t.code },
  });
  for (const face of Object.keys(bytes) as Face[]) doc.registerFont(face, bytes[face]);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const hasGlyph = (ch: string) => /\s/.test(ch) || persian.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0);
  const W = doc.page.width;
  const H = doc.page.height;

  /** The width of a line at `size`, as `line` would draw it. */
  const widthOf = (text: string, size: number, bold = false) =>
    layoutRtlLine(text, hasGlyph).reduce((w, a) => {
      doc.font(faceOf(a.face, bold)).fontSize(size);
      return w + doc.widthOfString(a.text);
    }, 0);
  /** One line, centred on `cx` (or its right edge at `right`), its top at `y`. */
  const line = (text: string, y: number, size: number, o: { bold?: boolean; color?: string; cx?: number; right?: number } = {}) => {
    const w = widthOf(text, size, o.bold);
    let x = o.right !== undefined ? o.right - w : (o.cx ?? W / 2) - w / 2;
    doc.fillColor(o.color ?? INK);
    for (const a of layoutRtlLine(text, hasGlyph)) {
      doc.font(faceOf(a.face, o.bold)).fontSize(size);
      if (!a.space) doc.text(a.text, x, y, { lineBreak: false });
      x += doc.widthOfString(a.text);
    }
  };
  /** A paragraph wrapped at `maxWidth` word by word, centred; answers the y below it. */
  const paragraph = (text: string, y: number, size: number, maxWidth: number, gap = 1.9) => {
    const lines: string[] = [];
    for (const word of text.split(' ')) {
      const last = lines[lines.length - 1];
      if (last !== undefined && widthOf(`${last} ${word}`, size) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    for (const l of lines) {
      line(l, y, size);
      y += size * gap;
    }
    return y;
  };

  // The frame: a teal border, a thin amber one inside it.
  doc.rect(0, 0, W, H).fill('#fbfaf6');
  doc.lineWidth(10).strokeColor(TEAL).rect(22, 22, W - 44, H - 44).stroke();
  doc.lineWidth(1.2).strokeColor(AMBER).rect(38, 38, W - 76, H - 76).stroke();

  line('دانش‌سرا', 62, 16, { bold: true, color: TEAL });
  line('گواهی پایان دوره', 92, 36, { bold: true, color: TEAL });
  doc.lineWidth(2).strokeColor(AMBER).moveTo(W / 2 - 70, 160).lineTo(W / 2 + 70, 160).stroke();

  line('بدین‌وسیله گواهی می‌شود که', 182, 15, { color: MUTED });
  line(t.holder_name, 212, 28, { bold: true });
  let y = 262;
  if (t.national_code_masked) {
    // Isolated left to right: its stars would otherwise turn the digit groups around.
    line(`با کد ملی \u2066${toPersianDigits(t.national_code_masked)}\u2069`, y, 14, { color: MUTED });
    y += 32;
  }
  const classroom = t.classroom_title && t.classroom_title !== t.unit_title ? ` (${t.classroom_title})` : '';
  y = paragraph(
    `دوره «${t.unit_title}»${classroom} را با نمره نهایی ${formatNumber(t.final_score)} از ${formatNumber(20)} و نتیجه «${t.result_label}» به پایان رسانده است.`,
    y,
    17,
    W - 220,
  );

  // The foot: who taught and when it was issued (right); the QR code and the code (left).
  const foot = H - 150;
  const right = W - 80;
  if (t.professor_name) {
    line('استاد دوره', foot + 10, 12, { right, color: MUTED });
    line(t.professor_name, foot + 30, 16, { right, bold: true });
  }
  line('تاریخ صدور', foot + 62, 12, { right, color: MUTED });
  line(formatJalaliDate(t.issued_time), foot + 82, 15, { right, bold: true });

  const qrSize = 92;
  const qrLeft = 80;
  drawQr(doc, t.url, qrLeft, foot - 2, qrSize);
  const textLeft = qrLeft + qrSize + 16;
  doc.font('latin-bold').fontSize(15).fillColor(INK).text(groupPassCode(t.code), textLeft, foot + 30, { lineBreak: false });
  line('کد تأیید', foot + 10, 12, { right: textLeft + widthOf('کد تأیید', 12), color: MUTED });
  doc.font('latin').fontSize(9).fillColor(MUTED).text(t.url, textLeft, foot + 56, { lineBreak: false });
  line('برای سنجش اعتبار، کد را اسکن کنید یا نشانی را باز کنید.', foot + 72, 9.5, { right: textLeft + widthOf('برای سنجش اعتبار، کد را اسکن کنید یا نشانی را باز کنید.', 9.5), color: MUTED });

  doc.end();
  return done;
}

function faceOf(face: 'fa' | 'latin', bold = false): Face {
  return bold ? (`${face}-bold` as Face) : face;
}

/** The QR code as filled squares (vector: sharp at any zoom, a few hundred bytes). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  doc.fillColor(INK);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) if (qr.modules.get(r, c)) doc.rect(x + c * cell, y + r * cell, cell + 0.05, cell + 0.05);
  doc.fill();
}
