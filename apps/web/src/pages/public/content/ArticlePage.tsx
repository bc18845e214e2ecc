import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatJalaliDate, toPersianDigits } from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { LoadError } from '../../../kit/LoadError';

/** The frame of a post's or a content's page: where it is, its title, date, hashtags, picture. */
export function ArticleFrame({
  crumbs,
  title,
  date,
  hashtags,
  thumbnail,
  query,
  children,
}: {
  crumbs: { label: string; to: string }[];
  title: string | undefined;
  date: string | undefined;
  hashtags: { id: number; title: string }[];
  thumbnail: string | null | undefined;
  /** The item's query: its loading and failed states. */
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  children: ReactNode;
}) {
  return (
    <>
      <PageTitle title={title} />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Breadcrumbs aria-label="مسیر صفحه" sx={{ fontSize: '0.9rem', mb: 2 }}>
          {crumbs.map((c) => (
            <Link key={c.to} component={RouterLink} to={c.to} underline="hover" color="inherit">
              {c.label}
            </Link>
          ))}
        </Breadcrumbs>
        {query.error ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.isPending || !title ? (
          <>
            <Skeleton height={56} width="80%" />
            <Skeleton variant="rectangular" height={240} sx={{ borderRadius: 2, my: 2 }} />
          </>
        ) : (
          <Box component="article">
            <Typography
              component="h1"
              sx={{ fontWeight: 900, fontSize: { xs: '1.45rem', md: '2rem' }, lineHeight: 1.7 }}
            >
              {toPersianDigits(title)}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                flexWrap: 'wrap',
                gap: 1,
                mt: 1,
                mb: 2.5,
              }}
            >
              {date && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatJalaliDate(date)}
                </Typography>
              )}
              {hashtags.map((h) => (
                <Chip key={h.id} size="small" label={`#${h.title}`} variant="outlined" />
              ))}
            </Box>
            {thumbnail && (
              <Box
                component="img"
                src={thumbnail}
                alt={title}
                sx={{ width: '100%', borderRadius: 3, mb: 3, display: 'block' }}
              />
            )}
            {children}
          </Box>
        )}
      </Container>
    </>
  );
}
