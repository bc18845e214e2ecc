import { Notification } from 'react-admin';

/** Toasts at the top for 5 s (DESIGN.md: success green, errors with the server's message). */
export function AppNotification() {
  return (
    <Notification
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={5000}
    />
  );
}
