import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { fullName } from '@daneshsara/domain';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Logo } from '../components/Logo';
import { paths } from '../config/paths';
import { FOOTER_LINKS, MAIN_MENU } from '../config/site';
import { useLogout } from '../features/auth/hooks/useLogout';
import { useSession } from '../features/auth/session';
import { isLinkActive } from './navLinks';
import { UserAvatar } from './UserAvatar';

const DRAWER_WIDTH = 300;

/** The header's menu under 900 px: opens from the start side (right in RTL). */
export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const location = useLocation();
  const { user, isStaff } = useSession();
  const logout = useLogout();

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-label': 'منوی سایت',
          sx: { width: DRAWER_WIDTH, maxWidth: '85vw' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Logo size={36} />
        <IconButton onClick={onClose} aria-label="بستن منو">
          <CloseRounded />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        {user ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <UserAvatar firstname={user.firstname} lastname={user.lastname} size={44} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 700 }} noWrap>
                {fullName(user) || 'کاربر'}
              </Typography>
              <Button
                component={RouterLink}
                to={paths.panel.root}
                onClick={onClose}
                size="small"
                sx={{ px: 0, minHeight: 32 }}
              >
                ورود به پنل کاربری
              </Button>
            </Box>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              component={RouterLink}
              to={paths.login}
              onClick={onClose}
              variant="contained"
              fullWidth
            >
              ورود
            </Button>
            <Button
              component={RouterLink}
              to={paths.signUp}
              onClick={onClose}
              variant="outlined"
              fullWidth
            >
              ثبت نام
            </Button>
          </Box>
        )}
      </Box>
      <Divider />
      <List component="nav" aria-label="منوی اصلی" sx={{ py: 1 }}>
        {MAIN_MENU.map((link) => {
          const active = isLinkActive(link.to, location);
          return (
            <ListItemButton
              key={link.to}
              component={RouterLink}
              to={link.to}
              onClick={onClose}
              selected={active}
              aria-current={active ? 'page' : undefined}
              sx={{ minHeight: 48, mx: 1, borderRadius: 2 }}
            >
              <ListItemText
                primary={link.label}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          );
        })}
      </List>
      <Divider />
      <List dense aria-label="راهنما" sx={{ py: 1 }}>
        {FOOTER_LINKS.map((link) => (
          <ListItemButton
            key={link.to}
            component={RouterLink}
            to={link.to}
            onClick={onClose}
            sx={{ minHeight: 44, mx: 1, borderRadius: 2 }}
          >
            <ListItemText
              primary={link.label}
              slotProps={{ primary: { sx: { color: 'text.secondary' } } }}
            />
          </ListItemButton>
        ))}
        {isStaff && (
          <ListItemButton
            component="a"
            href={paths.adminConsole}
            sx={{ minHeight: 44, mx: 1, borderRadius: 2 }}
          >
            <ListItemText primary="پنل مدیریت" />
          </ListItemButton>
        )}
        {user && (
          <ListItemButton
            onClick={() => {
              onClose();
              logout();
            }}
            sx={{ minHeight: 44, mx: 1, borderRadius: 2, color: 'error.main' }}
          >
            <ListItemText primary="خروج از حساب" />
          </ListItemButton>
        )}
      </List>
    </Drawer>
  );
}
