/** A tag the regulations editor wraps the selected text in. */
export type HtmlTool = 'paragraph' | 'heading' | 'bold' | 'list';

export interface TextEdit {
  text: string;
  /** Where the selection is after the edit (the wrapped text stays selected). */
  selectionStart: number;
  selectionEnd: number;
}

const WRAP: Record<Exclude<HtmlTool, 'list'>, [string, string]> = {
  paragraph: ['<p>', '</p>'],
  heading: ['<h3>', '</h3>'],
  bold: ['<strong>', '</strong>'],
};

/**
 * Wraps the selected part of `text` in a tag (a list turns each selected line into an item); an
 * empty selection inserts an empty tag with the caret inside.
 */
export function applyHtmlTool(text: string, start: number, end: number, tool: HtmlTool): TextEdit {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const selected = text.slice(from, to);
  let inner: string;
  let open: string;
  let close: string;
  if (tool === 'list') {
    const lines = selected
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    open = '<ul>\n';
    close = '\n</ul>';
    inner = (lines.length ? lines : ['']).map((l) => `<li>${l}</li>`).join('\n');
  } else {
    [open, close] = WRAP[tool];
    inner = selected;
  }
  const next = text.slice(0, from) + open + inner + close + text.slice(to);
  return {
    text: next,
    selectionStart: from + open.length,
    selectionEnd: from + open.length + inner.length,
  };
}

/**
 * The stored HTML with each block on a line of its own (after </p>, </h3>, </li>, <ul> ...), so
 * the text reads paragraph by paragraph in the editor; what is already on its own line stays.
 */
export function splitHtmlBlocks(html: string): string {
  return html
    .replace(/(<\/(?:p|h[1-6]|li|ul|ol|div)>|<(?:ul|ol)>)(?!\r?\n)/gi, '$1\n')
    .replace(/\n+$/, '');
}
