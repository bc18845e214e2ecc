import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState, useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts } from './toast';

const DURATION_MS = 5000;

/** One toast at the top of the screen; a newer one replaces it at once (keyed remount). */
export function Toaster() {
  const queue = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  // The toast being dismissed: it slides out, then leaves the store.
  const [closedId, setClosedId] = useState<number | null>(null);
  const current = queue[0];
  const open = !!current && current.id !== closedId;

  const close = () => {
    if (current) setClosedId(current.id);
  };

  return (
    <Snackbar
      key={current?.id}
      open={open}
      autoHideDuration={DURATION_MS}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') close();
      }}
      slotProps={{ transition: { onExited: () => current && dismissToast(current.id) } }}
      sx={{ top: { xs: 12, sm: 20 }, maxWidth: 'calc(100% - 24px)' }}
    >
      <Alert
        severity={current?.severity ?? 'info'}
        variant="filled"
        onClose={close}
        sx={{ width: '100%', minWidth: { sm: 360 }, whiteSpace: 'pre-line', fontWeight: 500 }}
        role={current?.severity === 'error' ? 'alert' : 'status'}
      >
        {current?.message}
      </Alert>
    </Snackbar>
  );
}
