import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatRial } from '@daneshsara/domain';
import { amountTone, formatSignedRial } from '../model';

const TONE_COLOR = { positive: 'success.dark', negative: 'error.main', neutral: 'text.primary' };

interface AmountProps {
  value: number;
  /** Show + / − and colour by sign (ledger rows). */
  signed?: boolean;
  /** Hide «ریال» (when a column header already says it). */
  noUnit?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * An amount in Rials with Persian digit grouping. The number sits in an LTR isolate so a sign
 * stays on its left; the unit follows it in the reading order.
 */
export function Amount({ value, signed = false, noUnit = false, sx }: AmountProps) {
  const text = signed ? formatSignedRial(value) : formatRial(value, false);
  return (
    <Box
      component="span"
      sx={[
        {
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 600,
          color: signed ? TONE_COLOR[amountTone(value)] : 'inherit',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <bdi dir="ltr">{text}</bdi>
      {/* ml is flipped by the RTL style plugin: the gap lands between number and unit. */}
      {!noUnit && (
        <Box component="span" sx={{ fontSize: '0.8em', fontWeight: 500, opacity: 0.75, ml: 0.5 }}>
          ریال
        </Box>
      )}
    </Box>
  );
}
