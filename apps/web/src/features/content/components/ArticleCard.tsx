import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatJalaliDate, toPersianDigits } from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import { plainExcerpt } from '../../../kit/richText';
import { Thumbnail } from '../../../kit/Thumbnail';

const PALETTE = [
  'linear-gradient(135deg, #2f8a8f 0%, #0f5e63 100%)',
  'linear-gradient(135deg, #5a6f95 0%, #34476b 100%)',
  'linear-gradient(135deg, #e2a941 0%, #b87a0e 100%)',
  'linear-gradient(135deg, #5a8f6a 0%, #2f6240 100%)',
] as const;

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

export interface Article {
  id: number;
  title: string;
  summary: string | null;
  body: string | null;
  thumbnail: string | null;
  category: string | null;
  date: string;
  /** A non-free content the viewer has not bought. */
  locked?: boolean;
}

/** A post or a content as a card: picture, category, title, a few lines, the date. */
export function ArticleCard({ article, to }: { article: Article; to: string }) {
  const summary = toPersianDigits(article.summary?.trim() || '') || plainExcerpt(article.body, 140);
  return (
    <Card component="article" sx={{ height: '100%', transition: 'box-shadow .2s', '&:hover': { boxShadow: '0 10px 28px rgba(15,94,99,0.12)' } }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Thumbnail
          src={article.thumbnail}
          alt={article.title}
          background={PALETTE[article.id % PALETTE.length]}
          placeholder={<ArticleOutlined sx={{ fontSize: 44, color: 'rgba(255,255,255,0.85)' }} />}
        >
          {article.category && (
            <Chip
              label={article.category}
              size="small"
              sx={{ position: 'absolute', top: 12, insetInlineStart: 12, bgcolor: 'rgba(255,255,255,0.94)', fontWeight: 700, color: 'primary.dark' }}
            />
          )}
          {article.locked && (
            <Chip
              icon={<LockOutlined />}
              label="ویژه خریداران"
              size="small"
              sx={{ position: 'absolute', top: 12, insetInlineEnd: 12, bgcolor: 'secondary.main', color: '#fff', fontWeight: 700, '& .MuiChip-icon': { color: '#fff' } }}
            />
          )}
        </Thumbnail>
        <Box sx={{ p: 2.25, flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 800, fontSize: '1.05rem', lineHeight: 1.7, ...clamp(2) }}>
            {toPersianDigits(article.title)}
          </Typography>
          {summary && <Typography sx={{ color: 'text.secondary', fontSize: '0.92rem', lineHeight: 1.9, ...clamp(3) }}>{summary}</Typography>}
          <Box sx={{ flex: 1 }} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {formatJalaliDate(article.date)}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function ArticleCardSkeleton() {
  return (
    <Card>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <Box sx={{ p: 2.25 }}>
        <Skeleton width="80%" />
        <Skeleton width="95%" />
        <Skeleton width="40%" />
      </Box>
    </Card>
  );
}

export const articleGrid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;
