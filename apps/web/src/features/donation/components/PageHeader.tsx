import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  to?: string;
}

/** The band at the top of every donation page: where you are, the title, a line about it. */
export function PageHeader({
  crumbs,
  title,
  subtitle,
  action,
}: {
  crumbs: Crumb[];
  /** undefined while loading: a skeleton takes its place. */
  title: string | undefined;
  subtitle?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box
      component="header"
      sx={{
        background:
          'radial-gradient(circle at 8% 20%, rgba(217,150,26,0.16), transparent 40%), linear-gradient(180deg, #eef4f3 0%, #f6f4ef 100%)',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4.5 } }}>
        <PageBreadcrumbs crumbs={crumbs} />
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { sm: 'flex-end' },
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="h1"
              sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' }, lineHeight: 1.6 }}
            >
              {title ?? <Skeleton width={240} />}
            </Typography>
            {subtitle && (
              <Typography
                component="div"
                sx={{ color: 'text.secondary', mt: 0.5, lineHeight: 1.9, maxWidth: 720 }}
              >
                {subtitle}
              </Typography>
            )}
          </Box>
          {action}
        </Box>
      </Container>
    </Box>
  );
}

/** Where the page sits: links back up, the current place last (not a link). */
export function PageBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Breadcrumbs
      aria-label="مسیر صفحه"
      // In RTL the way of reading goes left.
      separator={<ChevronLeftRounded fontSize="small" />}
      sx={{ mb: 1.5, fontSize: '0.88rem', '& ol': { flexWrap: 'wrap' } }}
    >
      {crumbs.map((crumb) =>
        crumb.to ? (
          <Link
            key={crumb.label}
            component={RouterLink}
            to={crumb.to}
            underline="hover"
            color="inherit"
          >
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} sx={{ color: 'text.primary', fontSize: 'inherit' }}>
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
