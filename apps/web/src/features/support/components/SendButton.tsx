import SendRounded from '@mui/icons-material/SendRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

/** A conversation's submit button: the paper plane, a spinner while it sends. */
export function SendButton({
  pending,
  disabled,
  minWidth,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={disabled || pending}
      aria-busy={pending}
      startIcon={
        pending ? (
          <CircularProgress size={18} color="inherit" />
        ) : (
          // The paper plane points the way of reading.
          <SendRounded sx={{ transform: 'scaleX(-1)' }} />
        )
      }
      sx={{ minWidth: { xs: '100%', sm: minWidth } }}
    >
      {children}
    </Button>
  );
}
