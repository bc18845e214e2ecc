import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatNumber, type DonationCategoryRow } from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import { plainExcerpt } from '../../../kit/richText';
import { DonationThumb } from './DonationThumb';

/** A category of causes (e.g. «آموزش کودکان»): picture, title, a line about it, how many causes. */
export function CategoryCard({ category, to }: { category: DonationCategoryRow; to: string }) {
  const text = plainExcerpt(category.description, 110);
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <DonationThumb
          src={category.thumbnail}
          alt={category.title}
          seed={category.id + 2}
          ratio="16 / 9"
          icon={<CategoryOutlined />}
          iconOffset={36}
        >
          <Box
            sx={{
              position: 'absolute',
              insetInline: 0,
              bottom: 0,
              p: 1.5,
              pt: 4,
              background: 'linear-gradient(to top, rgba(8,57,60,0.82), transparent)',
              color: 'common.white',
            }}
          >
            <Typography
              component="h3"
              sx={{ fontWeight: 800, fontSize: { xs: '0.98rem', sm: '1.1rem' }, lineHeight: 1.6 }}
            >
              {category.title}
            </Typography>
          </Box>
        </DonationThumb>
        <Box
          sx={{ p: { xs: 1.5, sm: 2 }, flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {text && (
            <Typography
              sx={{
                color: 'text.secondary',
                fontSize: '0.9rem',
                lineHeight: 1.9,
                // Two cards share a phone's row: there the title and count say enough.
                display: { xs: 'none', sm: '-webkit-box' },
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {text}
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          <Typography
            sx={{
              color: 'primary.main',
              fontWeight: 700,
              fontSize: { xs: '0.82rem', sm: '0.9rem' },
            }}
          >
            {category.donations_count > 0
              ? `${formatNumber(category.donations_count)} طرح نیکوکاری`
              : 'به زودی طرح‌های تازه'}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function CategoryCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="100%" />
        <Skeleton width="70%" />
        <Skeleton width="40%" sx={{ mt: 1 }} />
      </Box>
    </Card>
  );
}
