import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export type SaveStatus =
  | { kind: 'idle'; answered: boolean }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'error'; message: string };

/** What became of the last answer given: saving, saved, or not saved (with «تلاش دوباره»). */
export function SaveState({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const line = (icon: React.ReactNode, text: string, color: string) => (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color }}>
      {icon}
      <Typography variant="body2" sx={{ fontWeight: 600, color: 'inherit' }}>
        {text}
      </Typography>
    </Box>
  );
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 32 }}>
      {status.kind === 'saving' &&
        line(<CircularProgress size={16} color="inherit" />, 'در حال ذخیره…', 'text.secondary')}
      {status.kind === 'saved' &&
        line(<CheckCircleRounded sx={{ fontSize: 18 }} />, 'ذخیره شد', 'success.main')}
      {status.kind === 'idle' &&
        line(
          status.answered ? <CheckCircleRounded sx={{ fontSize: 18 }} /> : null,
          status.answered ? 'پاسخ شما ذخیره شده است' : 'هنوز پاسخی نداده‌اید',
          status.answered ? 'success.main' : 'text.secondary',
        )}
      {status.kind === 'error' && (
        <>
          {line(<ErrorOutlineRounded sx={{ fontSize: 18 }} />, `ذخیره نشد: ${status.message}`, 'error.main')}
          <Button size="small" onClick={onRetry} sx={{ minHeight: 36 }}>
            تلاش دوباره
          </Button>
        </>
      )}
    </Box>
  );
}
