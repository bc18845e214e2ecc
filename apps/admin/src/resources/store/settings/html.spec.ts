import { describe, expect, it } from 'vitest';
import { deliveryCostToForm, deliveryCostToStored } from './DeliveryCostPage';
import { applyHtmlTool, splitHtmlBlocks } from './html';

describe('regulations editor tools', () => {
  it('wraps the selection and keeps it selected', () => {
    const text = 'سلام دنیا';
    const edit = applyHtmlTool(text, 5, 9, 'bold');
    expect(edit.text).toBe('سلام <strong>دنیا</strong>');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('دنیا');
    expect(applyHtmlTool(text, 0, 9, 'paragraph').text).toBe('<p>سلام دنیا</p>');
    expect(applyHtmlTool('', 0, 0, 'heading').text).toBe('<h3></h3>');
  });

  it('turns selected lines into a list', () => {
    expect(applyHtmlTool('الف\nب\n\n', 0, 7, 'list').text).toBe(
      '<ul>\n<li>الف</li>\n<li>ب</li>\n</ul>',
    );
  });
});

describe('regulations text in the editor', () => {
  it('puts each block on its own line, once', () => {
    const stored = '<p>الف</p><p>ب</p><ul><li>ج</li><li>د</li></ul>';
    const split = splitHtmlBlocks(stored);
    expect(split).toBe('<p>الف</p>\n<p>ب</p>\n<ul>\n<li>ج</li>\n<li>د</li>\n</ul>');
    expect(splitHtmlBlocks(split)).toBe(split);
  });
});

describe('delivery cost setting', () => {
  it('reads stored digits and stores whole Rials', () => {
    expect(deliveryCostToForm('450000')).toBe(450_000);
    expect(deliveryCostToForm('۴۵۰۰۰۰')).toBe(450_000);
    expect(deliveryCostToForm('abc')).toBeNull();
    expect(deliveryCostToStored(550_000)).toBe('550000');
    expect(deliveryCostToStored(null)).toBe('');
  });
});
