import type { CSSProperties } from 'react';

/**
 * Latin-only values (mobile, email, codes, passwords) run left-to-right but sit on the reading
 * side like every other field. Inline on purpose: the RTL style cache flips `direction` and
 * `text-align` in stylesheet rules, which turns such a rule into its opposite.
 */
export const LTR_INPUT_STYLE: CSSProperties = { direction: 'ltr', textAlign: 'right' };
