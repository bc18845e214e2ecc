import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DonationRow } from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import { donationPaths } from '../paths';
import { plainExcerpt } from '../../../kit/richText';
import { DonationStats } from './DonationStats';
import { DonationThumb } from './DonationThumb';

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

/** One cause as a card: picture, category, title, summary, collected and donors, a call to give. */
export function DonationCard({
  donation,
  showCategory = true,
}: {
  donation: DonationRow;
  showCategory?: boolean;
}) {
  const summary = donation.summary?.trim() || plainExcerpt(donation.description, 140);
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        transition: 'box-shadow .2s, transform .2s',
        '&:hover': { boxShadow: '0 10px 28px rgba(15,94,99,0.12)', transform: 'translateY(-2px)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={donationPaths.cause(donation.category, donation.id)}
        aria-label={`${donation.title}، کمک به این طرح`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <DonationThumb src={donation.thumbnail} alt={donation.title} seed={donation.id}>
          {showCategory && donation.category_info && (
            <Chip
              label={donation.category_info.title}
              size="small"
              sx={{
                position: 'absolute',
                top: 12,
                insetInlineStart: 12,
                maxWidth: 'calc(100% - 24px)',
                bgcolor: 'rgba(255,255,255,0.94)',
                fontWeight: 700,
                color: 'primary.dark',
              }}
            />
          )}
        </DonationThumb>
        <Box sx={{ p: 2.25, flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          <Typography
            component="h3"
            sx={{ fontWeight: 800, fontSize: '1.08rem', lineHeight: 1.7, ...clamp(2) }}
          >
            {donation.title}
          </Typography>
          {summary && (
            <Typography
              sx={{ color: 'text.secondary', fontSize: '0.92rem', lineHeight: 1.9, ...clamp(2) }}
            >
              {summary}
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          <DonationStats collected={donation.collected_amount} donors={donation.donors_count} />
          <Box
            component="span"
            sx={{
              mt: 0.5,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              minHeight: 44,
              borderRadius: 1,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontWeight: 700,
              '& svg': { fontSize: 20 },
            }}
          >
            کمک می‌کنم
            <ArrowBackRounded />
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function DonationCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <Box sx={{ p: 2.25 }}>
        <Skeleton width="80%" height={30} />
        <Skeleton width="100%" />
        <Skeleton width="60%" />
        <Skeleton width="70%" sx={{ mt: 1.5 }} />
        <Skeleton variant="rounded" height={44} sx={{ mt: 1.5 }} />
      </Box>
    </Card>
  );
}
