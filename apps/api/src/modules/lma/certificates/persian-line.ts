import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** One piece of a line as it is drawn, left to right: its text in the order to hand to the font. */
export interface LineAtom {
  text: string;
  /** Which of the two faces draws it: the Persian one, or the Latin one for what it lacks. */
  face: 'fa' | 'latin';
  /** Whitespace: advances the pen, draws nothing. */
  space: boolean;
}

/** LRM, RLM, the embeddings and overrides, the isolates (not ZWNJ: it keeps letters apart). */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Characters fontkit takes for Arabic script (so it reverses their run as right-to-left). */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * A right-to-left line cut into what PDFKit can draw left to right (issue 28, the certificate).
 * PDFKit shapes each call's text with fontkit, which joins Arabic letters and reverses an Arabic
 * run, but lays the words of one call out left to right and knows nothing of the bidirectional
 * algorithm. So the Unicode algorithm (bidi-js) orders the line here: its visual order, brackets
 * and quotes mirrored as a browser shows them; a right-to-left word is handed over in its logical order (fontkit
 * reverses it while shaping), one word per piece; a left-to-right piece in Arabic script (Persian
 * digits, which fontkit would reverse) is handed over reversed, so it comes out as written.
 * `hasPersianGlyph` says whether the Persian face draws a character; the Latin face draws the rest.
 */
export function layoutRtlLine(line: string, hasPersianGlyph: (char: string) => boolean): LineAtom[] {
  // Vazirmatn has no emoji or other characters beyond the BMP: a name holding one is drawn without it.
  const text = line.replace(/[\uD800-\uDFFF]/g, '');
  if (!text) return [];
  const embedding = bidi.getEmbeddingLevels(text, 'rtl');
  const { levels } = embedding;
  const chars = text.split('');
  // The one bidi-js reads the levels array itself (its typings say the whole answer).
  for (const [i, mirrored] of bidi.getMirroredCharactersMap(text, levels as never)) chars[i] = mirrored;
  const order = bidi.getReorderedIndices(text, embedding);

  const atoms: LineAtom[] = [];
  let run: number[] = [];
  const flush = () => {
    if (!run.length) return;
    const rtl = levels[run[0]] % 2 === 1;
    // Logical order: a right-to-left run was visited from its end.
    const logical = rtl ? [...run].reverse() : run;
    let piece = logical.map((i) => chars[i]).join('');
    const space = /^\s+$/.test(piece);
    if (!rtl && ARABIC_SCRIPT.test(piece)) piece = [...piece].reverse().join('');
    atoms.push({ text: piece, face: space || hasPersianGlyph(chars[run[0]]) ? 'fa' : 'latin', space });
    run = [];
  };
  const faceOf = (i: number) => (hasPersianGlyph(chars[i]) ? 'fa' : 'latin');
  for (const i of order) {
    // Directional marks and isolates have done their work (the levels); they draw nothing.
    if (BIDI_CONTROLS.test(chars[i])) {
      flush();
      continue;
    }
    const prev = run[run.length - 1];
    const isSpace = /\s/.test(chars[i]);
    const joins =
      prev !== undefined &&
      levels[prev] % 2 === levels[i] % 2 &&
      Math.abs(prev - i) === 1 &&
      /\s/.test(chars[prev]) === isSpace &&
      (isSpace || faceOf(prev) === faceOf(i)) &&
      // A right-to-left run goes word by word (PDFKit would lay its words out left to right).
      !(isSpace && levels[i] % 2 === 1);
    if (!joins) flush();
    run.push(i);
  }
  flush();
  return atoms;
}
