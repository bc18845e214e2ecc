import Chip from '@mui/material/Chip';
import type { ChipTone } from '../../invoice/model';

const TONES: Record<ChipTone, { bg: string; fg: string; dot: string }> = {
  default: { bg: 'rgba(91,103,107,0.1)', fg: '#4a5558', dot: '#8a9599' },
  success: { bg: 'rgba(46,125,50,0.1)', fg: '#1e6b24', dot: '#2e7d32' },
  warning: { bg: 'rgba(217,150,26,0.16)', fg: '#7a4f00', dot: '#d9961a' },
  error: { bg: 'rgba(198,40,40,0.1)', fg: '#a12020', dot: '#c62828' },
  info: { bg: 'rgba(15,94,99,0.1)', fg: '#0b4a4e', dot: '#2f8a8f' },
};

/** A soft status pill with a coloured dot: calm, readable, never shouting. */
export function StatusChip({ label, tone = 'default' }: { label: string; tone?: ChipTone }) {
  const t = TONES[tone];
  return (
    <Chip
      size="small"
      label={label}
      icon={
        <span
          aria-hidden
          style={{ width: 7, height: 7, borderRadius: 99, background: t.dot, flexShrink: 0 }}
        />
      }
      sx={{
        bgcolor: t.bg,
        color: t.fg,
        fontWeight: 600,
        fontSize: '0.8rem',
        height: 26,
        px: 0.25,
        // LTR-wise (the RTL style plugin flips it): the dot at the start, close to the text.
        '& .MuiChip-icon': { ml: 1, mr: -0.25 },
      }}
    />
  );
}
