import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { useLogout } from '../features/auth/hooks/useLogout';
import { useSession } from '../features/auth/session';
import { useUnseenNotices } from '../features/notices/unseen';

/** The opened user menu: name, panel, notices, console for staff, logout. */
export function UserMenuPopup({
  id,
  anchor,
  onClose,
  name,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  name: string;
}) {
  const { user, isStaff } = useSession();
  const logout = useLogout();
  const unseen = useUnseenNotices();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ paper: { sx: { mt: 1, minWidth: 240 } } }}
    >
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
        {user?.mobile_number && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {toPersianDigits(user.mobile_number)}
          </Typography>
        )}
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to={paths.panel.root} onClick={onClose}>
        <ListItemIcon>
          <DashboardOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>پنل کاربری</ListItemText>
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.panel.userInfo} onClick={onClose}>
        <ListItemIcon>
          <PersonOutlineRounded fontSize="small" />
        </ListItemIcon>
        <ListItemText>اطلاعات کاربری</ListItemText>
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.panel.notices} onClick={onClose}>
        <ListItemIcon>
          <Badge color="error" variant="dot" invisible={unseen === 0}>
            <NotificationsNoneOutlined fontSize="small" />
          </Badge>
        </ListItemIcon>
        <ListItemText>اعلان‌ها</ListItemText>
        {unseen > 0 && (
          <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 700 }}>
            {toPersianDigits(unseen)}
          </Typography>
        )}
      </MenuItem>
      {isStaff && (
        // The console is its own app: a real page load, not a router push.
        <MenuItem component="a" href={paths.adminConsole} onClick={onClose}>
          <ListItemIcon>
            <AdminPanelSettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>پنل مدیریت</ListItemText>
        </MenuItem>
      )}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          logout();
        }}
        sx={{ color: 'error.main' }}
      >
        <ListItemIcon sx={{ color: 'inherit' }}>
          <LogoutRounded fontSize="small" sx={{ transform: 'scaleX(-1)' }} />
        </ListItemIcon>
        <ListItemText>خروج از حساب</ListItemText>
      </MenuItem>
    </Menu>
  );
}
