import EventOutlined from '@mui/icons-material/EventOutlined';
import LocalMallOutlined from '@mui/icons-material/LocalMallOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SectionTitle } from '../../../kit/SectionTitle';

interface Teaser {
  title: string;
  text: string;
  to: string;
  icon: ReactNode;
  background: string;
}

const TEASERS: readonly Teaser[] = [
  {
    title: 'دوره‌های در حال ثبت نام',
    text: 'فهرست دوره‌های تازه با زمان‌بندی، استاد و ظرفیت باقی‌مانده در همین‌جا نمایش داده می‌شود.',
    to: paths.allClassrooms,
    icon: <SchoolOutlined />,
    background: 'linear-gradient(135deg, #2f8a8f, #0f5e63)',
  },
  {
    title: 'رویدادهای پیش رو',
    text: 'همایش‌ها و اردوهای نزدیک را با تاریخ و مکان برگزاری ببینید و جای خود را رزرو کنید.',
    to: paths.allEvents,
    icon: <EventOutlined />,
    background: 'linear-gradient(135deg, #e2a941, #b87a0e)',
  },
  {
    title: 'تازه‌های فروشگاه',
    text: 'کتاب‌ها و بسته‌های آموزشی جدید با قیمت و موجودی، آماده افزودن به سبد خرید.',
    to: paths.shop,
    icon: <LocalMallOutlined />,
    background: 'linear-gradient(135deg, #5a6f95, #34476b)',
  },
];

/** Placeholders for the home rows that later issues fill with real cards. */
export function ComingSoonSection() {
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby="soon-title"
      sx={{ py: { xs: 5, md: 8 } }}
    >
      <SectionTitle
        id="soon-title"
        title="به زودی در دانش‌سرا"
        subtitle="بخش‌های تازه یکی پس از دیگری از راه می‌رسند"
      />
      <Grid container spacing={2}>
        {TEASERS.map((teaser) => (
          <Grid key={teaser.title} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={teaser.to}
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                }}
              >
                <Box
                  sx={{
                    height: 140,
                    background: teaser.background,
                    display: 'grid',
                    placeItems: 'center',
                    color: 'rgba(255,255,255,0.9)',
                    position: 'relative',
                    '& svg': { fontSize: 56 },
                  }}
                >
                  {teaser.icon}
                  <Chip
                    label="به زودی"
                    size="small"
                    sx={{
                      position: 'absolute',
                      top: 12,
                      insetInlineStart: 12,
                      bgcolor: 'rgba(255,255,255,0.92)',
                      fontWeight: 700,
                    }}
                  />
                </Box>
                <Box sx={{ p: 2.5, flex: 1 }}>
                  <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
                    {teaser.title}
                  </Typography>
                  <Typography
                    sx={{ color: 'text.secondary', lineHeight: 1.9, fontSize: '0.95rem' }}
                  >
                    {teaser.text}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
