import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@daneshsara/domain';
import { clockLabel, WARN_SECONDS } from '../model';

/**
 * The sitting's sticky bar under the panel header: the test's title, the time left (amber in the
 * last minutes, red in the last one) and «پایان آزمون».
 */
export function SittingBar({
  title,
  left,
  onFinish,
  finishing,
}: {
  title: string;
  left: number | null;
  onFinish: () => void;
  finishing: boolean;
}) {
  const tone = left === null ? 'primary' : left <= 60 ? 'error' : left <= WARN_SECONDS ? 'warning' : 'primary';
  return (
    <Card
      sx={{
        position: 'sticky',
        top: 72,
        zIndex: 5,
        p: { xs: 1.25, sm: 2 },
        mb: 3,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 1.5 },
        flexWrap: 'wrap',
        borderTop: '3px solid',
        borderTopColor: `${tone}.main`,
      }}
    >
      <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}>
          در حال پاسخگویی
        </Typography>
        <Typography sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {toPersianDigits(title)}
        </Typography>
      </Box>
      <Box
        role="timer"
        aria-label="زمان باقی‌مانده"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          px: { xs: 1, sm: 1.5 },
          py: 0.75,
          flexShrink: 0,
          borderRadius: 2,
          bgcolor: `${tone}.main`,
          color: '#fff',
        }}
      >
        <TimerOutlined fontSize="small" />
        <Typography sx={{ fontWeight: 800, fontSize: '1.15rem', fontVariantNumeric: 'tabular-nums', direction: 'ltr' }}>
          {left === null ? '—' : clockLabel(left)}
        </Typography>
      </Box>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<DoneAllRounded />}
        onClick={onFinish}
        disabled={finishing}
        sx={{ minHeight: 44, flexShrink: 0, px: { xs: 1.25, sm: 2 } }}
      >
        پایان آزمون
      </Button>
      {left !== null && left > 0 && left <= WARN_SECONDS && (
        <Typography variant="body2" sx={{ flexBasis: '100%', color: `${tone}.dark`, fontWeight: 600, lineHeight: 1.7 }}>
          دقایق پایانی آزمون است؛ آزمون در پایان زمان خودکار بسته می‌شود.
        </Typography>
      )}
    </Card>
  );
}
