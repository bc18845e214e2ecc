import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { widgetKind } from '@daneshsara/domain/page-widget-catalog';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { safeHref } from '../../../kit/richText';
import { placeBody, type PageRow, type PageValue, type Widget } from '../pageSetting';
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
function renderWidget(w: Widget, first: boolean): ReactNode {
  switch (widgetKind(w.name)?.name) {
    case 'HomePageFirstSection':
      return <HeroWidget options={w.options} />;
    case 'Banner':
      return <BannerWidget options={w.options} level={first ? 'h1' : 'h2'} />;
    case 'TextWidget':
      return <TextWidget options={w.options} />;
    case 'FAQ':
      return <FaqWidget options={w.options} />;
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

/** One composed row: its columns side by side on a desktop. */
function ComposedRow({ row, first }: { row: PageRow; first: boolean }) {
  if (fullBleed(row)) {
    return (
      <Box>
        {row.cols
          .flatMap((c) => c.widgets)
          .map((w, j) => (
            <Box key={j}>{renderWidget(w, false)}</Box>
          ))}
      </Box>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 } }}>
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
              <Box key={k}>{renderWidget(w, first && j === 0 && k === 0)}</Box>
            ))}
          </Box>
        ))}
      </Box>
    </Container>
  );
}

/**
 * A page as staff composed it: its sections' rows, each row's columns side by side on a desktop.
 * With `body` (a route's own list or record, ENDPOINTS.md 1.4.1), the body stands where the page
 * places one of `bodyWidgets`, or after the rows (placeBody); the body then owns the page's h1.
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
  const hasH1 = page.sections.some((s) =>
    s.data.rows.some((r) =>
      r.cols.some((c) =>
        c.widgets.some((w) => w.name === 'HomePageFirstSection' || w.name === 'Banner'),
      ),
    ),
  );
  const firstContained = ownsH1 ? parts.findIndex((p) => 'row' in p && !fullBleed(p.row)) : -1;
  return (
    <Box sx={{ pb: { xs: 4, md: 6 } }}>
      {ownsH1 && title && !hasH1 && (
        <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 } }}>
          <Typography
            component="h1"
            sx={{ fontWeight: 900, fontSize: { xs: '1.5rem', md: '2rem' } }}
          >
            {title}
          </Typography>
        </Container>
      )}
      {parts.map((part, i) =>
        'row' in part ? (
          <ComposedRow key={i} row={part.row} first={i === firstContained} />
        ) : (
          <Box key={i}>{body}</Box>
        ),
      )}
    </Box>
  );
}
