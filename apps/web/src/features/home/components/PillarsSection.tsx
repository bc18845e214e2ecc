import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SectionTitle } from '../../../kit/SectionTitle';

interface Pillar {
  title: string;
  text: string;
  to: string;
  icon: ReactNode;
  tint: string;
}

const PILLARS: readonly Pillar[] = [
  {
    title: 'آموزش',
    text: 'دوره‌های آموزشی و حلقه‌های مباحثه با استادان مجرب، آزمون و کارنامه.',
    to: paths.allClassrooms,
    icon: <SchoolOutlined />,
    tint: '#e3f0f0',
  },
  {
    title: 'رویداد',
    text: 'همایش‌ها، اردوها و نشست‌ها؛ ثبت نام آسان و یادآوری به موقع.',
    to: paths.allEvents,
    icon: <EventAvailableOutlined />,
    tint: '#fbefd9',
  },
  {
    title: 'کتاب',
    text: 'کتاب‌ها و بسته‌های آموزشی، چاپی یا دیجیتال، با ارسال به سراسر کشور.',
    to: paths.shop,
    icon: <MenuBookOutlined />,
    tint: '#eaeef7',
  },
  {
    title: 'نیکوکاری',
    text: 'همراهی در طرح‌های خیریه و پیگیری شفاف کمک‌های شما.',
    to: paths.donation,
    icon: <VolunteerActivismOutlined />,
    tint: '#f7e6e4',
  },
];

export function PillarsSection() {
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby="pillars-title"
      sx={{ py: { xs: 5, md: 8 } }}
    >
      <SectionTitle
        id="pillars-title"
        title="هر آنچه برای رشد لازم دارید"
        subtitle="چهار راه برای همراهی با دانش‌سرا"
      />
      <Grid container spacing={2}>
        {PILLARS.map((pillar) => (
          <Grid key={pillar.title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={pillar.to}
                sx={{ height: '100%', p: 3, alignItems: 'flex-start' }}
              >
                <Box
                  sx={{
                    width: 52,
                    height: 52,
                    borderRadius: 3,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: pillar.tint,
                    color: 'primary.dark',
                    mb: 2,
                    '& svg': { fontSize: 28 },
                  }}
                >
                  {pillar.icon}
                </Box>
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 1 }}>
                  {pillar.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary', lineHeight: 1.9, fontSize: '0.95rem' }}>
                  {pillar.text}
                </Typography>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
