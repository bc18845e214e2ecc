import MenuRounded from '@mui/icons-material/MenuRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CountBadge } from '../components/CountBadge';
import { Logo } from '../components/Logo';
import { paths } from '../config/paths';
import { MAIN_MENU } from '../config/site';
import { useSession } from '../features/auth/session';
import { isLinkActive } from './navLinks';
import { UserMenu } from './UserMenu';
import { useMountedOnce } from '../lib/useMountedOnce';
import { useBasketCount } from '../features/shop/basketCount';

// Fetched on first use: most visits never open them.
const MobileNavDrawer = lazy(() =>
  import('./MobileNavDrawer').then((m) => ({ default: m.MobileNavDrawer })),
);
const SearchDialog = lazy(() =>
  import('./SearchDialog').then((m) => ({ default: m.SearchDialog })),
);

export function SiteHeader() {
  const location = useLocation();
  const { user } = useSession();
  const basketCount = useBasketCount();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const drawerMounted = useMountedOnce(drawerOpen);
  const searchMounted = useMountedOnce(searchOpen);

  return (
    <AppBar position="sticky" component="header">
      <Container maxWidth="lg" disableGutters>
        <Toolbar
          sx={{ gap: { xs: 0.5, md: 1 }, minHeight: { xs: 64, md: 72 }, px: { xs: 1, sm: 2 } }}
        >
          <IconButton
            aria-label="باز کردن منو"
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuRounded />
          </IconButton>
          <Logo size={38} />
          <Box
            component="nav"
            aria-label="منوی اصلی"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.25, mr: 3, flexWrap: 'nowrap' }}
          >
            {MAIN_MENU.map((link) => {
              const active = isLinkActive(link.to, location);
              return (
                <Button
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  color="inherit"
                  aria-current={active ? 'page' : undefined}
                  sx={{
                    px: { md: 1, lg: 1.5 },
                    fontWeight: active ? 700 : 500,
                    color: active ? 'primary.main' : 'text.primary',
                    whiteSpace: 'nowrap',
                    position: 'relative',
                    '&::after': {
                      content: '""',
                      position: 'absolute',
                      insetInline: 12,
                      bottom: 6,
                      height: 2,
                      borderRadius: 2,
                      bgcolor: 'secondary.main',
                      opacity: active ? 1 : 0,
                    },
                  }}
                >
                  {link.label}
                </Button>
              );
            })}
          </Box>
          <Box sx={{ flex: 1 }} />
          <Tooltip title="جستجو">
            <IconButton aria-label="جستجو" onClick={() => setSearchOpen(true)}>
              <SearchRounded />
            </IconButton>
          </Tooltip>
          <Tooltip title="سبد خرید">
            <IconButton component={RouterLink} to={paths.cart} aria-label="سبد خرید">
              <CountBadge count={basketCount} color="secondary">
                <ShoppingBagOutlined />
              </CountBadge>
            </IconButton>
          </Tooltip>
          {user ? (
            <Box sx={{ mr: { xs: 0.5, md: 1 } }}>
              <UserMenu />
            </Box>
          ) : (
            <Button
              component={RouterLink}
              to={paths.login}
              variant="contained"
              sx={{ mr: { xs: 0.5, md: 1 }, whiteSpace: 'nowrap', px: { xs: 1.5, sm: 2.25 } }}
            >
              {/* By the stylesheet, not useMediaQuery: a server-drawn page is right at once. */}
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                ورود / ثبت نام
              </Box>
              <Box component="span" sx={{ display: { sm: 'none' } }}>
                ورود
              </Box>
            </Button>
          )}
        </Toolbar>
      </Container>
      <Suspense fallback={null}>
        {drawerMounted && (
          <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        )}
        {searchMounted && <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />}
      </Suspense>
    </AppBar>
  );
}
