import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage } from '../../notify/toast';

/** A failed load with the server's Persian message and a retry. */
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
