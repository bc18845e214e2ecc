import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { fullName } from '@daneshsara/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useSession } from '../features/auth/session';
import { useMountedOnce } from '../lib/useMountedOnce';
import { UserAvatar } from './UserAvatar';

// The menu itself is fetched when first opened; the header only needs the button.
const UserMenuPopup = lazy(() =>
  import('./UserMenuPopup').then((m) => ({ default: m.UserMenuPopup })),
);

/**
 * The logged-in person's button in the header. The unseen-notices count is in the opened menu and
 * on the panel's bell (both load later), so the first load does not ask for it. On a phone it is
 * the avatar alone, by the stylesheet (not useMediaQuery, whose answer after hydration would draw
 * the header a second time).
 */
export function UserMenu() {
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mounted = useMountedOnce(!!anchor);
  const menuId = useId();
  if (!user) return null;
  const name = fullName(user) || 'کاربر';

  return (
    <>
      <ButtonBase
        aria-label={`حساب کاربری ${name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{
          borderRadius: 99,
          gap: 1,
          p: 0.5,
          pl: { xs: 0.5, sm: 1 },
          minHeight: 44,
          border: '1px solid',
          borderColor: 'divider',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <UserAvatar firstname={user.firstname} lastname={user.lastname} size={34} />
        <Typography
          component="span"
          sx={{
            display: { xs: 'none', sm: 'block' },
            fontWeight: 600,
            fontSize: '0.9rem',
            maxWidth: 140,
          }}
          noWrap
        >
          {name}
        </Typography>
        <KeyboardArrowDownRounded
          fontSize="small"
          sx={{ display: { xs: 'none', sm: 'inline-block' }, color: 'text.secondary' }}
        />
      </ButtonBase>
      {mounted && (
        <Suspense fallback={null}>
          <UserMenuPopup id={menuId} anchor={anchor} onClose={() => setAnchor(null)} name={name} />
        </Suspense>
      )}
    </>
  );
}
