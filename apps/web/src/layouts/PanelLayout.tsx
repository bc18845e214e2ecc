import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import MenuRounded from '@mui/icons-material/MenuRounded';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { CountBadge } from '../components/CountBadge';
import { Logo } from '../components/Logo';
import { paths } from '../config/paths';
import { useSession } from '../features/auth/session';
import { PanelWalletBalance } from '../features/wallet/components/PanelWalletBalance';
import { PanelNav } from './PanelNav';
import { useUnseenNotices } from '../features/notices/unseen';
import { UserMenu } from './UserMenu';

/** SPEC section 9: panel drawer width. */
const DRAWER_WIDTH = 240;
const BAR_HEIGHT = 64;

/** The wallet balance, a link to the wallet (DESIGN.md: the panel header shows it). */
function WalletBalance({ compact }: { compact: boolean }) {
  return (
    <Button
      component={RouterLink}
      to={paths.panel.wallet}
      color="inherit"
      startIcon={<AccountBalanceWalletOutlined sx={{ color: 'secondary.main' }} />}
      aria-label="موجودی کیف پول"
      sx={{
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 99,
        px: compact ? 1.25 : 2,
        gap: 0.5,
      }}
    >
      {!compact && (
        <Typography component="span" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
          موجودی:
        </Typography>
      )}
      <Typography component="span" sx={{ fontWeight: 700 }}>
        <PanelWalletBalance compact={compact} />
      </Typography>
    </Button>
  );
}

export function PanelLayout() {
  const { token } = useSession();
  const [open, setOpen] = useState(false);
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const unseen = useUnseenNotices();
  // Logged out mid-way (logout navigates home; a 401 navigates to Login): draw nothing meanwhile.
  if (!token) return null;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ minHeight: BAR_HEIGHT, gap: 1, px: { xs: 1, sm: 2 } }}>
          {!desktop && (
            <IconButton aria-label="باز کردن منوی پنل" onClick={() => setOpen(true)}>
              <MenuRounded />
            </IconButton>
          )}
          <Logo size={36} showName={!compact} />
          {!compact && (
            <Typography
              component="span"
              sx={{
                color: 'text.secondary',
                fontWeight: 500,
                mr: 1,
                pr: 1.5,
                borderRight: '1px solid',
                borderColor: 'divider',
              }}
            >
              پنل کاربری
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          <WalletBalance compact={compact} />
          <Tooltip title="اعلان‌ها">
            <IconButton component={RouterLink} to={paths.panel.notices} aria-label="اعلان‌ها">
              <CountBadge count={unseen} color="error">
                <NotificationsNoneOutlined />
              </CountBadge>
            </IconButton>
          </Tooltip>
          {desktop && <UserMenu />}
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        {desktop ? (
          <Box
            component="aside"
            sx={{
              width: DRAWER_WIDTH,
              flexShrink: 0,
              position: 'sticky',
              top: BAR_HEIGHT,
              height: `calc(100vh - ${BAR_HEIGHT}px)`,
              overflowY: 'auto',
              bgcolor: 'background.paper',
              borderInlineEnd: '1px solid',
              borderColor: 'divider',
            }}
          >
            <PanelNav />
          </Box>
        ) : (
          <Drawer
            anchor="left"
            open={open}
            onClose={() => setOpen(false)}
            slotProps={{
              paper: {
                role: 'dialog',
                'aria-modal': true,
                'aria-label': 'منوی پنل کاربری',
                sx: { width: 280, maxWidth: '85vw' },
              },
            }}
          >
            <PanelNav onNavigate={() => setOpen(false)} />
          </Drawer>
        )}
        <Box
          component="main"
          sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 }, pb: { xs: 4, md: 6 } }}
        >
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
