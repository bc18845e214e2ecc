import { toPersianDigits } from '@daneshsara/domain';
import OpenInNewOutlinedIcon from '@mui/icons-material/OpenInNewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import {
  FilterForm,
  ListContextProvider,
  RecordContextProvider,
  ResourceContextProvider,
  useListContext,
  useTranslate,
  type ListControllerResult,
  type RaRecord,
} from 'react-admin';
import { ShowSection } from '../../../../inputs/ShowSection';
import { ListPagination } from '../../../../layout/ListPagination';
import {
  EmptyRows,
  ExternalLink,
  LoadingRows,
  MutedText,
  RecordCards,
  TextBlock,
  TitleRow,
  useIsSmall,
} from '../../shared/ui';
import { errorText } from '../../shared/errors';
import { listHasPages } from '../../../../components/list/listRows';

/** A failed load: the server's Persian text. */
export function LoadError({ error }: { error: unknown }) {
  const translate = useTranslate();
  const text = errorText(error);
  return <Alert severity="error">{translate(text, { _: text })}</Alert>;
}

interface TabListProps {
  resource: string;
  list: ListControllerResult;
  filters?: ReactElement[];
  table: ReactNode;
  cards: ReactNode;
}

/**
 * One list of a tab: the filter bar, a table on a wide screen (scrolling inside its card when it
 * is wider) or cards on a phone, and paging once there is more than a page. `resource` is the key
 * of its column titles (`resources.<resource>.fields.<source>`), not a registered resource.
 */
export function TabList({ resource, list, filters, table, cards }: TabListProps) {
  const isSmall = useIsSmall();
  const body = list.error ? (
    <LoadError error={list.error} />
  ) : list.isPending ? (
    <LoadingRows />
  ) : isSmall ? (
    cards
  ) : (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>{table}</Box>
  );
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={list}>
        {filters && (
          // Not the page's record: an input takes its first value from the record in context, so
          // the classroom's own `status` would land in a `status` filter.
          <RecordContextProvider value={undefined}>
            <Box sx={{ mb: 1 }}>
              <FilterForm filters={filters} />
            </Box>
          </RecordContextProvider>
        )}
        {body}
        {listHasPages(list) && <ListPagination />}
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

/** A titled card of a tab (its «افزودن …» beside the title) holding one list, `intro` above it. */
export function TabSection({
  title,
  action,
  intro,
  ...list
}: TabListProps & {
  title: string | ReactElement;
  action?: ReactNode;
  intro?: ReactNode;
}) {
  return (
    <ShowSection title={title} action={action}>
      {intro}
      <TabList {...list} />
    </ShowSection>
  );
}

/** Under a row (its expand panel): long texts side by side on a wide screen, `columns` there. */
export function RowPanel({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        py: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: columns },
      }}
    >
      {children}
    </Box>
  );
}

export interface CardParts {
  title: ReactNode;
  badge?: ReactNode;
  lines?: ReactNode[];
  actions?: ReactNode;
}

/** On a phone: one small card per row (title and chip, a few facts, the row's buttons). */
export function RowCards<T extends RaRecord>({
  render,
  empty,
}: {
  render: (row: T) => CardParts;
  empty: string;
}) {
  const { data } = useListContext<T>();
  if (!data?.length) return <EmptyRows text={empty} />;
  return (
    <RecordCards rows={data}>
      {(row) => {
        const parts = render(row);
        return (
          <>
            <TitleRow>
              <Box sx={{ fontWeight: 700, minWidth: 0 }}>{parts.title}</Box>
              {parts.badge}
            </TitleRow>
            {parts.lines
              ?.filter((line) => line !== null && line !== undefined && line !== false)
              .map((line, i) => (
                <Box key={i} sx={{ minWidth: 0 }}>
                  {line}
                </Box>
              ))}
            {parts.actions && (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>{parts.actions}</Box>
            )}
          </>
        );
      }}
    </RecordCards>
  );
}

/** «برچسب: مقدار» on a card, small and muted. */
export function CardLine({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Typography component="div" variant="caption" color="text.secondary">
      {translate(label)}: <Box component="span">{children}</Box>
    </Typography>
  );
}

export interface PersonInfo {
  id?: number;
  full_name?: string | null;
  national_code?: string | null;
  mobile_number?: string | null;
}

/** A person: the name, and under it the national code (or mobile) in Persian digits. */
export function PersonCell({
  person,
  withMobile = false,
}: {
  person?: PersonInfo | null;
  withMobile?: boolean;
}) {
  if (!person) return <MutedText text="app.empty" />;
  const extras = [person.national_code, withMobile ? person.mobile_number : null].filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 500, minWidth: 110 }}>
        {toPersianDigits(person.full_name ?? '')}
      </Typography>
      {extras.length > 0 && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}
        >
          {extras.map((v) => toPersianDigits(v)).join(' · ')}
        </Typography>
      )}
    </Box>
  );
}

/** A file or page that opens in a new tab (a hand-in's attachment, a certificate). */
export function OpenLink({ href, label }: { href: string | null | undefined; label: string }) {
  const translate = useTranslate();
  if (!href) return <MutedText text="app.empty" />;
  return (
    <ExternalLink
      href={href}
      onClick={(e) => e.stopPropagation()}
      sx={{ whiteSpace: 'nowrap', typography: 'body2' }}
    >
      {translate(label)}
      <OpenInNewOutlinedIcon fontSize="inherit" />
    </ExternalLink>
  );
}

/** The start of a long text on one or two lines (the whole of it is in the row's panel). */
export function Snippet({ text, lines = 2 }: { text: string | null | undefined; lines?: number }) {
  const translate = useTranslate();
  const value = toPersianDigits((text ?? '').replace(/<[^>]*>/g, ' ').trim());
  return (
    <Typography
      component="span"
      variant="body2"
      color={value ? undefined : 'text.secondary'}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        maxWidth: 360,
      }}
    >
      {value || translate('app.empty')}
    </Typography>
  );
}

/** A long text in full, line breaks kept (a hand-in, a project's description). */
export function LongText({ text }: { text: string | null | undefined }) {
  return <TextBlock text={toPersianDigits((text ?? '').trim())} />;
}
