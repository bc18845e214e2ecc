import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';
import { appNotices } from './serviceWorker';

/**
 * The start-up notices (SPEC section 1) at the foot of every page until they no longer hold: a
 * new version is ready (with a button to switch to it), or the connection is lost. Plain elements
 * only: this is part of every first load.
 */
/** What the server draws (and hydration starts from): no notice. */
const NO_NOTICES = { update: false, offline: false };
const noNotices = () => NO_NOTICES;

export function AppNotices() {
  const { update, offline } = useSyncExternalStore(appNotices.subscribe, appNotices.get, noNotices);
  if (!update && !offline) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        insetInline: 12,
        bottom: 12,
        zIndex: 1500,
        display: 'grid',
        gap: 1,
        justifyItems: 'center',
        pointerEvents: 'none',
      }}
    >
      {offline && (
        <Box
          data-notice="offline"
          sx={{
            pointerEvents: 'auto',
            bgcolor: '#5f370e',
            color: '#fff',
            borderRadius: 2,
            px: 2,
            py: 1.25,
            boxShadow: 4,
            maxWidth: 560,
            lineHeight: 1.9,
          }}
        >
          اتصال اینترنت قطع است؛ برخی بخش‌ها تا برقراری دوباره در دسترس نیستند.
        </Box>
      )}
      {update && (
        <Box
          data-notice="update"
          sx={{
            pointerEvents: 'auto',
            bgcolor: '#08393c',
            color: '#fff',
            borderRadius: 2,
            px: 2,
            py: 1,
            boxShadow: 4,
            maxWidth: 560,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Box component="span" sx={{ flex: 1, minWidth: 180, lineHeight: 1.9 }}>
            نسخه تازه‌ای از سامانه آماده است.
          </Box>
          <Box
            component="button"
            type="button"
            onClick={() => appNotices.applyUpdate()}
            sx={{
              font: 'inherit',
              fontWeight: 700,
              border: 0,
              borderRadius: 1.5,
              px: 2,
              py: 0.75,
              cursor: 'pointer',
              bgcolor: 'secondary.main',
              color: '#1d1405',
            }}
          >
            به‌روزرسانی
          </Box>
        </Box>
      )}
    </Box>
  );
}
