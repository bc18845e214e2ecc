import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage } from '../features/notify/toast';

/** A failed load, in the server's Persian words, with a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          تلاش دوباره
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      {errorMessage(error)}
    </Alert>
  );
}
