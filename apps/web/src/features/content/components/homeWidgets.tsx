import Box from '@mui/material/Box';
import { SITE_NAME } from '../../../config/site';
import { Hero } from '../../../kit/Hero';
import { safeHref } from '../../../kit/richText';
import { SectionTitle } from '../../../kit/SectionTitle';
import { HeroArt } from '../../home/components/HeroArt';
import { HomeHero } from '../../home/components/HomeHero';
import { useClassrooms } from '../../learning/api';
import { ClassroomCard, ClassroomCardSkeleton } from '../../learning/components/ClassroomCard';
import { KINDS, type LearningKind } from '../../learning/kinds';
import { numberOption, textOption, type Widget } from '../pageSetting';

type Options = Widget['options'];

/** HomePageFirstSection: the opening band; without options it is the home's own hero. */
export function HeroWidget({ options }: { options: Options }) {
  const title = textOption(options, 'title');
  if (!title) return <HomeHero />;
  const actions = (Array.isArray(options?.actions) ? options.actions : []) as { text?: string; to?: string }[];
  // A link staff set goes through the same check as a link in their text (no javascript: or data:).
  const link = (i: number, fallback: { to: string; label: string }) => {
    const to = safeHref(actions[i]?.to === undefined ? null : String(actions[i].to));
    return actions[i]?.text && to ? { to, label: String(actions[i].text) } : fallback;
  };
  return (
    <Hero
      id="hero-title"
      size="large"
      eyebrow={textOption(options, 'eyebrow', SITE_NAME)}
      title={title}
      text={textOption(options, 'subtitle')}
      primary={link(0, { to: '/all-classrooms', label: 'مشاهده دوره‌ها' })}
      secondary={link(1, { to: '/content', label: 'محتوای آموزشی' })}
      art={<HeroArt />}
    />
  );
}

/** ClassroomCarousel / LastEvents: the first classrooms or events open for registration, in a scrolling row. */
export function ClassroomRowWidget({ options, kind }: { options: Options; kind: LearningKind }) {
  const info = KINDS[kind];
  const list = useClassrooms({ per_page: numberOption(options, 'per_page', 8), unit__category__type: info.categoryType });
  if (list.isError || (list.data && list.data.results.length === 0)) return null;
  const id = `row-${kind}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <SectionTitle id={id} title={textOption(options, 'title', info.title)} moreTo={info.publicList} />
      <Box
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '85%', sm: '46%', md: 'calc((100% - 40px) / 3)' },
          gap: 2.5,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          pb: 1.5,
          '& > *': { scrollSnapAlign: 'start' },
        }}
      >
        {list.data
          ? list.data.results.map((c) => <ClassroomCard key={c.id} classroom={c} kind={kind} />)
          : Array.from({ length: 3 }, (_, i) => <ClassroomCardSkeleton key={i} />)}
      </Box>
    </Box>
  );
}
