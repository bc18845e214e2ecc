import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@daneshsara/domain';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useTopic } from '../../../features/content/api';
import { contentPaths } from '../../../features/content/paths';
import { RichText } from '../../../kit/RichText';
import { SectionCard } from '../../../kit/SectionCard';
import { ArticleFrame } from './ArticlePage';

/** /post-topic/{id}: a content topic, its text, and the content it belongs to. */
export function TopicPage() {
  const id = Number(useParams().id);
  const topic = useTopic(id);
  const t = topic.data;
  const crumbs = [
    { label: 'صفحه اصلی', to: paths.home },
    { label: 'مباحث', to: contentPaths.topics },
    ...(t?.category_info
      ? [
          {
            label: t.category_info.title,
            to: `${contentPaths.topics}?category=${t.category_info.id}`,
          },
        ]
      : []),
  ];
  return (
    <ArticleFrame
      crumbs={crumbs}
      title={t?.title}
      date={t?.creation_time}
      hashtags={t?.hashtags_info ?? []}
      thumbnail={t?.thumbnail}
      query={topic}
    >
      {t && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {t.text ? (
            <RichText text={t.text} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>
              برای این مبحث هنوز متنی نوشته نشده است.
            </Typography>
          )}
          {t.content_info && (
            <SectionCard
              id="topic-content"
              title="محتوای این مبحث"
              icon={<MenuBookOutlined />}
              action={
                <Button
                  component={RouterLink}
                  to={contentPaths.content(t.content_info.id)}
                  variant="contained"
                  size="small"
                  endIcon={<ArrowBackRounded />}
                >
                  مشاهده محتوا
                </Button>
              }
            >
              <Typography sx={{ lineHeight: 2 }}>
                این مبحث بخشی از «
                <Link
                  component={RouterLink}
                  to={contentPaths.content(t.content_info.id)}
                  underline="hover"
                >
                  {toPersianDigits(t.content_info.title)}
                </Link>
                » است؛ درس‌گفتارها و مباحث دیگرش را آن‌جا ببینید.
              </Typography>
            </SectionCard>
          )}
        </Box>
      )}
    </ArticleFrame>
  );
}
