import { toLatinDigits, toPersianDigits } from '@daneshsara/domain';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useFieldValue, useNotify, useTranslate } from 'react-admin';
import { Text, useEmpty, type ConsoleFieldProps } from './fieldUtils';

/** IR + 24 digits, grouped by four the way a bank prints it: IR06 0120 0000 ... */
export function groupIban(raw: string): string {
  const compact = toLatinDigits(raw).replace(/\s+/g, '').toUpperCase();
  const withPrefix = /^\d{24}$/.test(compact) ? `IR${compact}` : compact;
  return withPrefix.replace(/(.{4})(?=.)/g, '$1 ');
}

function CopyButton({ text }: { text: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const label = translate('app.clipboard.copy');
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={(e) => {
          e.stopPropagation();
          void navigator.clipboard?.writeText(text).then(
            () => notify('app.clipboard.copied', { type: 'info' }),
            () => undefined,
          );
        }}
      >
        <ContentCopyOutlinedIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}

/** Text that reads left to right inside the RTL page (codes, IBANs), kept whole on one line. */
function Ltr({ children, mono, wrap }: { children: string; mono?: boolean; wrap?: boolean }) {
  return (
    <Box
      component="span"
      dir="ltr"
      sx={{
        unicodeBidi: 'isolate',
        // A long bank token (36 characters) may break anywhere on a phone; grouped text doesn't.
        whiteSpace: mono || wrap ? 'normal' : 'nowrap',
        wordBreak: mono ? 'break-all' : undefined,
        fontFamily: mono ? 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' : undefined,
        fontSize: mono ? '0.82rem' : '0.875rem',
        letterSpacing: mono ? 0 : '0.02em',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A شماره شبا: left to right, grouped by four, Persian digits on screen; the copy button copies
 * the Latin form a bank's transfer form accepts.
 */
export function IbanField({
  source,
  emptyText,
  copy = true,
  wrap = false,
}: ConsoleFieldProps & {
  copy?: boolean;
  /** May break between groups (a narrow column). */ wrap?: boolean;
}) {
  const value: unknown = useFieldValue({ source });
  const empty = useEmpty(emptyText);
  if (typeof value !== 'string' || !value) return <Text>{empty}</Text>;
  const grouped = groupIban(value);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Ltr wrap={wrap}>{toPersianDigits(grouped)}</Ltr>
      {copy && <CopyButton text={grouped.replace(/\s+/g, '')} />}
    </Box>
  );
}

/**
 * A gateway code (authority, reference): left to right; digits only → Persian digits, a mixed
 * token (A000…) stays as the bank wrote it, in a monospace font, with a copy button.
 */
export function CodeField({
  source,
  emptyText,
  copy = false,
}: ConsoleFieldProps & { copy?: boolean }) {
  const value: unknown = useFieldValue({ source });
  const empty = useEmpty(emptyText);
  if ((typeof value !== 'string' && typeof value !== 'number') || value === '') {
    return <Text>{empty}</Text>;
  }
  const text = String(value);
  const numeric = /^\d+$/.test(text);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Ltr mono={!numeric}>{numeric ? toPersianDigits(text) : text}</Ltr>
      {copy && <CopyButton text={text} />}
    </Box>
  );
}
