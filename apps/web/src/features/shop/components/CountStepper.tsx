import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { toPersianDigits } from '@daneshsara/domain';

/**
 * − count +, within 1 and `max` (stock, the product's ceiling). At one, `onRemove` turns the minus
 * into a bin. Plus sits first: in a right-to-left row it is on the right, as Persian shops have it.
 */
export function CountStepper({
  value,
  max,
  onIncrement,
  onDecrement,
  onRemove,
  busy = false,
  disabled = false,
  label,
  size = 'medium',
}: {
  value: number;
  max: number;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove?: () => void;
  busy?: boolean;
  disabled?: boolean;
  /** What is being counted, for screen readers: «تعداد آموزش کلام جدید». */
  label: string;
  size?: 'small' | 'medium';
}) {
  const atMax = value >= max;
  const removeMode = value <= 1 && !!onRemove;
  const height = size === 'small' ? 40 : 48;
  const button = { width: 44, minWidth: 44, height: height - 4, minHeight: 0, borderRadius: 2 };
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height,
        border: '1px solid',
        borderColor: '#ddd5c6',
        borderRadius: 2.5,
        bgcolor: 'background.paper',
        px: 0.25,
        flexShrink: 0,
      }}
    >
      <Tooltip title={atMax ? 'بیش از این تعداد قابل سفارش نیست' : ''}>
        <span>
          <IconButton
            aria-label="افزایش تعداد"
            onClick={onIncrement}
            disabled={disabled || busy || atMax}
            sx={{ ...button, color: 'primary.main' }}
          >
            <AddRounded fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Box
        aria-live="polite"
        sx={{
          minWidth: 32,
          textAlign: 'center',
          fontWeight: 800,
          fontSize: '1.05rem',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {busy ? (
          <CircularProgress size={18} aria-label="در حال به‌روزرسانی" />
        ) : (
          toPersianDigits(value)
        )}
      </Box>
      {removeMode ? (
        <IconButton
          aria-label="حذف از سبد خرید"
          onClick={onRemove}
          disabled={disabled || busy}
          sx={{ ...button, color: 'error.main' }}
        >
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      ) : (
        <IconButton
          aria-label="کاهش تعداد"
          onClick={onDecrement}
          disabled={disabled || busy || value <= 1}
          sx={{ ...button, color: 'primary.main' }}
        >
          <RemoveRounded fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
