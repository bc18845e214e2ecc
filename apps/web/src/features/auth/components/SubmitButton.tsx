import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** The form's main button: disabled with a spinner while the request is on its way. */
export function SubmitButton({ pending, children, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={pending || props.disabled}
      aria-busy={pending}
      startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}
