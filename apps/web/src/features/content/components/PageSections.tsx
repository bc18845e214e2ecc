import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { widgetKind } from '@daneshsara/domain/page-widget-catalog';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { safeHref } from '../../../kit/richText';
import {
  leadingCrumbs,
  placeBody,
  sameTitle,
  textOption,
  withoutOpeningHeading,
  type PagePart,
  type PageRow,
  type PageValue,
  type Widget,
} from '../pageSetting';
import { ClassroomRowWidget, HeroWidget } from './homeWidgets';
import {
  BannerWidget,
  ContactUsWidget,
  FaqWidget,
  LastPostsWidget,
  StatisticsWidget,
  TextWidget,
  TodayHadithWidget,
} from './widgets';

function CrumbsWidget({ options }: { options: Widget['options'] }) {
  const items = (Array.isArray(options?.items) ? options.items : []) as {
    title?: string;
    to?: string;
  }[];
  return (
    <Breadcrumbs aria-label="مسیر صفحه" sx={{ fontSize: '0.9rem' }}>
      {items.map((item, i) => {
        // A link staff set goes through the same check as a link in their text (no javascript:).
        const to = i < items.length - 1 ? safeHref(item.to) : null;
        return to ? (
          <Link key={i} component={RouterLink} to={to} underline="hover" color="inherit">
            {item.title}
          </Link>
        ) : (
          <Typography key={i} sx={{ fontSize: 'inherit', color: 'text.primary', fontWeight: 700 }}>
            {item.title}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}

/** Whether this storefront draws the widget (renderWidget); the others are left out. */
const isDrawn = (w: Widget) => widgetKind(w.name) !== undefined;

/** Widgets drawn edge to edge (their own bands); the rest sit in the page's column. */
const FULL_BLEED = new Set(['HomePageFirstSection', 'PublicWebStatistic']);

/**
 * ENDPOINTS.md 1.4.1's widgets this storefront draws (the catalog in libs/domain page-widgets.ts, which
 * the console's page editor offers); a widget it does not know is left out (a
 * page composed for the existing client still shows everything else).
 */
function renderWidget(w: Widget, first: boolean, h1?: string): ReactNode {
  switch (widgetKind(w.name)?.name) {
    case 'HomePageFirstSection':
      return <HeroWidget options={w.options} />;
    case 'Banner':
      return <BannerWidget options={w.options} level={first ? 'h1' : 'h2'} />;
    case 'TextWidget': {
      // A text that opens with the page's own title does not say it a second time.
      const text = textOption(w.options, 'html') || textOption(w.options, 'text');
      return <TextWidget options={{ html: h1 ? withoutOpeningHeading(text, h1) : text }} />;
    }
    case 'FAQ':
      return (
        <FaqWidget
          options={
            h1 && sameTitle(textOption(w.options, 'title'), h1)
              ? { ...w.options, title: '' }
              : w.options
          }
        />
      );
    case 'ContactUs':
      return <ContactUsWidget options={w.options} />;
    case 'Breadcrumbs':
      return <CrumbsWidget options={w.options} />;
    case 'LastPosts':
      return <LastPostsWidget options={w.options} />;
    case 'TodayHadith':
      return <TodayHadithWidget options={w.options} />;
    case 'PublicWebStatistic':
      return <StatisticsWidget />;
    case 'ClassroomCarousel':
      return <ClassroomRowWidget options={w.options} kind="training" />;
    case 'LastEvents':
      return <ClassroomRowWidget options={w.options} kind="events" />;
    default:
      return null;
  }
}

const fullBleed = (row: PageRow) => {
  const widgets = row.cols.flatMap((c) => c.widgets);
  return widgets.length > 0 && widgets.every((w) => FULL_BLEED.has(w.name));
};

/**
 * One composed row: its columns side by side on a desktop. `first`: it opens the page (its
 * first widget may be the page's h1); `h1`: the page's own h1, which its widgets do not repeat;
 * `close`: it follows that h1 (or the breadcrumbs above it) and stands nearer.
 */
function ComposedRow({
  row,
  first,
  h1,
  close,
}: {
  row: PageRow;
  first: boolean;
  h1?: string;
  close?: boolean;
}) {
  if (fullBleed(row)) {
    return (
      <Box>
        {row.cols
          .flatMap((c) => c.widgets)
          .map((w, j) => (
            <Box key={j}>{renderWidget(w, false, h1)}</Box>
          ))}
      </Box>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ pt: close ? { xs: 2, md: 3 } : { xs: 3, md: 5 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: '1fr',
            md: row.cols.length > 1 ? `2fr ${'1fr '.repeat(row.cols.length - 1)}` : '1fr',
          },
        }}
      >
        {row.cols.map((col, j) => (
          <Box key={j} sx={{ minWidth: 0, display: 'grid', gap: 3, alignContent: 'start' }}>
            {col.widgets.map((w, k) => (
              <Box key={k}>{renderWidget(w, first && j === 0 && k === 0, h1)}</Box>
            ))}
          </Box>
        ))}
      </Box>
    </Container>
  );
}

/** The kind a widget is drawn as (its stored name may be an alias). */
const kindOf = (w: Widget) => widgetKind(w.name)?.name;

/**
 * A page as staff composed it: its sections' rows, each row's columns side by side on a desktop.
 * With `body` (a route's own list or record, ENDPOINTS.md 1.4.1), the body stands where the page
 * places one of `bodyWidgets`, or after the rows (placeBody); the body then owns the page's h1.
 * Without it the page owns its one h1 (docs/domain-rules.md, «Pages built from page settings»):
 * the hero's, or that of a Banner that opens the page, or else `title`, drawn under the
 * breadcrumbs rows the page starts with; a FAQ's title or a text's opening heading that says
 * the same as that `title` is not drawn again.
 */
export function PageSections({
  page,
  title,
  body,
  bodyWidgets = [],
}: {
  page: PageValue;
  title?: string;
  body?: ReactNode;
  bodyWidgets?: readonly string[];
}) {
  const parts = placeBody(page, body === undefined ? undefined : bodyWidgets, isDrawn);
  const ownsH1 = body === undefined;
  const crumbs = ownsH1 ? leadingCrumbs(parts, (w) => kindOf(w) === 'Breadcrumbs') : 0;
  const opening = ownsH1
    ? parts.findIndex((p, i) => i >= crumbs && 'row' in p && !fullBleed(p.row))
    : -1;
  const openingRow = opening >= 0 ? (parts[opening] as { row: PageRow }).row : undefined;
  const hero = parts.some(
    (p) =>
      'row' in p &&
      p.row.cols.some((c) => c.widgets.some((w) => kindOf(w) === 'HomePageFirstSection')),
  );
  const banner = !hero && !!openingRow && kindOf(openingRow.cols[0].widgets[0]) === 'Banner';
  // The page's own h1, when no widget of it is one.
  const h1 = ownsH1 && title && !hero && !banner ? title : undefined;
  const drawPart = (part: PagePart, i: number) =>
    'row' in part ? (
      <ComposedRow
        key={i}
        row={part.row}
        first={i === opening && banner}
        h1={h1}
        close={!!h1 && i === crumbs}
      />
    ) : (
      <Box key={i}>{body}</Box>
    );
  return (
    <Box sx={{ pb: { xs: 4, md: 6 } }}>
      {parts.slice(0, crumbs).map(drawPart)}
      {h1 && (
        <Container maxWidth="lg" sx={{ pt: crumbs ? 2 : { xs: 3, md: 4 } }}>
          <Typography
            component="h1"
            sx={{ fontWeight: 900, fontSize: { xs: '1.5rem', md: '2rem' } }}
          >
            {h1}
          </Typography>
        </Container>
      )}
      {parts.slice(crumbs).map((part, i) => drawPart(part, i + crumbs))}
    </Box>
  );
}
