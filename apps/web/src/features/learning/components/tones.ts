import type { ChipTone } from '../../invoice/model';

/** The dot colours of the panel's status chips (payments StatusChip), for pills drawn here. */
export const TONE_DOT: Record<ChipTone, string> = {
  default: '#8a9599',
  success: '#2e7d32',
  warning: '#d9961a',
  error: '#c62828',
  info: '#2f8a8f',
};
