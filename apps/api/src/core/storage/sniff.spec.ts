import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { kindMessage, sniff } from './storage';

const zipWith = (name: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(name), Buffer.alloc(40)]);

describe('what an upload is', () => {
  it('tells a Word or PowerPoint file from a spreadsheet by the parts its archive names', async () => {
    expect(sniff(zipWith('word/document.xml'))).toEqual({ kind: 'document', ext: 'docx' });
    expect(sniff(zipWith('ppt/presentation.xml'))).toEqual({ kind: 'document', ext: 'pptx' });
    const book = new ExcelJS.Workbook();
    book.addWorksheet('برگه').addRow(['کد ملی']);
    expect(sniff(Buffer.from(await book.xlsx.writeBuffer()))).toEqual({ kind: 'spreadsheet', ext: 'xlsx' });
    expect(sniff(Buffer.from('%PDF-1.7'))).toEqual({ kind: 'pdf', ext: 'pdf' });
    expect(sniff(Buffer.from('plain text'))).toBeNull();
  });

  it('names every kind a field takes, in Persian', () => {
    expect(kindMessage(['image'])).toBe('تنها امکان ارسال فایل تصویری وجود دارد.');
    expect(kindMessage(['pdf'])).toBe('تنها امکان ارسال فایل پی‌دی‌اف وجود دارد.');
    expect(kindMessage(['pdf', 'image', 'document'])).toBe('تنها امکان ارسال فایل پی‌دی‌اف، تصویر یا سند ورد وجود دارد.');
  });
});
