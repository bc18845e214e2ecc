import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatJalaliDate, toPersianDigits } from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { RichText } from '../../../kit/RichText';
import { SectionTitle } from '../../../kit/SectionTitle';
import { StatisticsSection } from '../../home/components/StatisticsSection';
import { usePosts, useTodayHadith } from '../api';
import { postArticle } from '../model';
import { numberOption, textOption, type Widget } from '../pageSetting';
import { contentPaths } from '../paths';
import { ArticleGrid } from './ArticleGrid';

type Options = Widget['options'];

export function TextWidget({ options }: { options: Options }) {
  return <RichText text={textOption(options, 'html') || textOption(options, 'text')} />;
}

export function FaqWidget({ options }: { options: Options }) {
  const items = (Array.isArray(options?.items) ? options.items : []) as { question?: unknown; answer?: unknown }[];
  const title = textOption(options, 'title');
  // Each question is one heading, the Accordion's own (an h3 by default), one level under the
  // widget's title, or under the page's h1 when the title is not shown (said by the h1 already).
  const heading = { heading: { component: title ? 'h3' : 'h2' } } as const;
  return (
    <Box>
      {title && (
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: { xs: '1.2rem', md: '1.5rem' }, mb: 2 }}>
          {title}
        </Typography>
      )}
      {items.map((item, i) => (
        <Accordion key={i} disableGutters slotProps={heading} sx={{ mb: 1, borderRadius: 2, '&:before': { display: 'none' } }}>
          <AccordionSummary expandIcon={<ExpandMoreRounded />}>
            <Typography component="span" sx={{ fontWeight: 700, lineHeight: 1.8 }}>
              {toPersianDigits(String(item.question ?? ''))}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <RichText text={String(item.answer ?? '')} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.main', mt: 0.25 }}>{icon}</Box>
      <Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{children}</Typography>
      </Box>
    </Box>
  );
}

export function ContactUsWidget({ options }: { options: Options }) {
  const email = textOption(options, 'email');
  const phone = textOption(options, 'phone');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {textOption(options, 'address') && <ContactLine icon={<PlaceOutlined />} label="نشانی">{textOption(options, 'address')}</ContactLine>}
      {phone && (
        <ContactLine icon={<PhoneOutlined />} label="تلفن">
          <a href={`tel:${phone.replace(/[^\d۰-۹+]/g, '')}`}>{toPersianDigits(phone)}</a>
        </ContactLine>
      )}
      {email && (
        <ContactLine icon={<MailOutlineRounded />} label="رایانامه">
          <Box component="a" href={`mailto:${email}`} dir="ltr" sx={{ color: 'primary.main' }}>
            {email}
          </Box>
        </ContactLine>
      )}
      {textOption(options, 'hours') && <ContactLine icon={<ScheduleOutlined />} label="ساعت پاسخ‌گویی">{toPersianDigits(textOption(options, 'hours'))}</ContactLine>}
    </Paper>
  );
}

export function BannerWidget({ options, level = 'h2' }: { options: Options; level?: 'h1' | 'h2' }) {
  return (
    <Box
      sx={{
        borderRadius: 3,
        px: { xs: 2.5, md: 5 },
        py: { xs: 4, md: 6 },
        color: '#fff',
        background: 'radial-gradient(circle at 85% 15%, rgba(217,150,26,0.30), transparent 42%), linear-gradient(140deg, #0f5e63 0%, #08393c 100%)',
      }}
    >
      <Typography component={level} sx={{ fontWeight: 900, fontSize: { xs: '1.5rem', md: '2.2rem' }, lineHeight: 1.6 }}>
        {toPersianDigits(textOption(options, 'title'))}
      </Typography>
      {textOption(options, 'subtitle') && (
        <Typography sx={{ mt: 1.5, opacity: 0.92, lineHeight: 2, maxWidth: 680 }}>{toPersianDigits(textOption(options, 'subtitle'))}</Typography>
      )}
    </Box>
  );
}

export function LastPostsWidget({ options }: { options: Options }) {
  const posts = usePosts({ per_page: numberOption(options, 'per_page', 3), ordering: '-creation_time' });
  return (
    <Box component="section" aria-labelledby="last-posts">
      <SectionTitle id="last-posts" title={textOption(options, 'title', 'تازه‌ترین مطالب')} moreTo={contentPaths.posts} />
      <ArticleGrid query={posts} toArticle={postArticle} to={(p) => contentPaths.post(p.id)} empty="هنوز مطلبی منتشر نشده است." />
    </Box>
  );
}

export function TodayHadithWidget({ options }: { options: Options }) {
  const hadith = useTodayHadith();
  if (hadith.isError || hadith.data === null) return null;
  const h = hadith.data;
  return (
    <Paper component="section" aria-labelledby="today-hadith" variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 3, height: '100%', bgcolor: 'rgba(217,150,26,0.06)' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <FormatQuoteRounded color="secondary" />
        <Typography id="today-hadith" component="h2" sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
          {textOption(options, 'title', 'حدیث روز')}
        </Typography>
      </Box>
      {!h ? (
        <>
          <Skeleton width="90%" />
          <Skeleton width="70%" />
        </>
      ) : (
        <>
          {h.arabian_text && (
            <Typography lang="ar" sx={{ fontSize: '1.25rem', lineHeight: 2.2, fontWeight: 700, color: 'primary.dark', mb: 1 }}>
              {h.arabian_text}
            </Typography>
          )}
          <Typography sx={{ lineHeight: 2.1 }}>{toPersianDigits(h.persian_text)}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
            {[h.narrator, h.source].filter(Boolean).join(' — ')} · {formatJalaliDate(h.publish_date)}
          </Typography>
        </>
      )}
    </Paper>
  );
}

export function StatisticsWidget() {
  return <StatisticsSection />;
}
