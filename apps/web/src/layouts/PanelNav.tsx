import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { fullName, ROLE_LABELS, toPersianDigits, type Role } from '@daneshsara/domain';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { useLogout } from '../features/auth/hooks/useLogout';
import { useSession } from '../features/auth/session';
import { useCurrentUser } from '../features/profile/api/useCurrentUser';
import { PANEL_NAV } from './panelNavItems';
import { UserAvatar } from './UserAvatar';

const itemSx = { minHeight: 46, mx: 1.5, my: 0.25, borderRadius: 2.5 } as const;

/** Drawer contents: who is here, the learner's areas, and the way out. */
export function PanelNav({ onNavigate }: { onNavigate?: () => void }) {
  const location = useLocation();
  const { user: tokenUser, isStaff } = useSession();
  const { data: user, isPending } = useCurrentUser();
  const logout = useLogout();
  const person = user ?? tokenUser;
  const role = isStaff
    ? (tokenUser?.roles.find((r) => r !== 'user') as Role | undefined)
    : ('user' as Role);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <UserAvatar
          firstname={person?.firstname}
          lastname={person?.lastname}
          picture={user?.picture}
          size={48}
        />
        <Box sx={{ minWidth: 0 }}>
          {isPending && !tokenUser ? (
            <Skeleton width={120} />
          ) : (
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {(person && fullName(person)) || 'کاربر'}
            </Typography>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {person?.mobile_number
              ? toPersianDigits(person.mobile_number)
              : role
                ? ROLE_LABELS[role]
                : ''}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <List component="nav" aria-label="بخش‌های پنل کاربری" sx={{ py: 1.5, flex: 1 }}>
        {PANEL_NAV.filter((item) => !item.role || tokenUser?.roles.includes(item.role)).map(
          (item) => {
            const active =
              location.pathname === item.to || location.pathname.startsWith(`${item.to}/`);
            return (
              <ListItemButton
                key={item.to}
                component={RouterLink}
                to={item.to}
                onClick={onNavigate}
                selected={active}
                aria-current={active ? 'page' : undefined}
                sx={{
                  ...itemSx,
                  '&.Mui-selected': {
                    bgcolor: 'rgba(15,94,99,0.1)',
                    color: 'primary.dark',
                    '& svg': { color: 'primary.main' },
                  },
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
                <ListItemText
                  primary={item.label}
                  slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500 } } }}
                />
              </ListItemButton>
            );
          },
        )}
      </List>
      <Divider />
      <List sx={{ py: 1 }}>
        <ListItemButton component={RouterLink} to={paths.home} onClick={onNavigate} sx={itemSx}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <HomeOutlined />
          </ListItemIcon>
          <ListItemText primary="صفحه اصلی سایت" />
        </ListItemButton>
        {isStaff && (
          <ListItemButton component="a" href={paths.adminConsole} sx={itemSx}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <AdminPanelSettingsOutlined />
            </ListItemIcon>
            <ListItemText primary="پنل مدیریت" />
          </ListItemButton>
        )}
        <ListItemButton
          onClick={() => {
            onNavigate?.();
            logout();
          }}
          sx={{ ...itemSx, color: 'error.main' }}
        >
          <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
            <LogoutRounded sx={{ transform: 'scaleX(-1)' }} />
          </ListItemIcon>
          <ListItemText primary="خروج از حساب" />
        </ListItemButton>
      </List>
    </Box>
  );
}
