import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { toPersianDigits, type Paginated } from '@daneshsara/domain';
import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FilterChips } from './FilterChips';
import { LoadError } from './LoadError';
import { PageHeader } from './PageHeader';
import { Pager, type ListSearch } from './Pager';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Not repeated inside a phone card (it is its title or aside already). */
  desktopOnly?: boolean;
  width?: number | string;
  nowrap?: boolean;
}

/** «شماره»: the row's number, on wide screens (a phone card names the row already). */
export function numberColumn<T extends { id: number }>(): Column<T> {
  return {
    key: 'number',
    label: 'شماره',
    render: (row) => toPersianDigits(row.id),
    desktopOnly: true,
    width: 72,
  };
}

/** «عنوان» in bold, on wide screens (a phone card has it as its heading). */
export function titleColumn<T extends { title: string }>(): Column<T> {
  return {
    key: 'title',
    label: 'عنوان',
    render: (row) => <Typography sx={{ fontWeight: 600 }}>{row.title}</Typography>,
    desktopOnly: true,
  };
}

interface DataListProps<T> {
  label: string;
  rows: readonly T[] | undefined;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** The row's own page; the whole row becomes a link to it. */
  rowHref?: (row: T) => string;
  /** Phone card: the heading line and what sits at its end. */
  cardTitle: (row: T) => ReactNode;
  cardAside?: (row: T) => ReactNode;
  /** Extra content at the bottom of a phone card / the end cell of a row (buttons). */
  actions?: (row: T) => ReactNode;
  loading: boolean;
  skeletonRows?: number;
  empty: ReactNode;
}

const HEAD_SX = {
  bgcolor: '#faf8f4',
  color: 'text.secondary',
  fontWeight: 600,
  fontSize: '0.85rem',
  whiteSpace: 'nowrap',
  borderBottomColor: '#ece7dc',
} as const;

/**
 * A list that is a table on wide screens and a stack of cards on a phone (DESIGN.md: every page
 * works at 360 px). Skeleton rows while loading, the given empty state when there is nothing.
 */
export function DataList<T>(props: DataListProps<T>) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const { rows, loading, empty } = props;
  if (!loading && rows && rows.length === 0) return <Card>{empty}</Card>;
  return wide ? <WideTable {...props} /> : <PhoneCards {...props} />;
}

/** What a paged list query holds (react-query's result fits). */
interface PagedQuery<T> {
  data: Paginated<T> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

type PagedDataListProps<T> = Omit<DataListProps<T>, 'rows' | 'loading'> & {
  query: PagedQuery<T>;
  page: number;
  onPage: (page: number) => void;
};

/**
 * A page of a list read from the server: its load error, else the DataList (dimmed while the next
 * page loads) with the pager under it.
 */
export function PagedDataList<T>({ query, page, onPage, ...props }: PagedDataListProps<T>) {
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}>
      <DataList {...props} rows={query.data?.results} loading={query.isPending} />
      {query.data && (
        <Pager
          page={page}
          pages={query.data.num_pages}
          count={query.data.count}
          onChange={onPage}
        />
      )}
    </Box>
  );
}

/**
 * A list page of the panel: the header (and the tabs over the list), the filter chips kept in the
 * URL with the page (`search`, from useListSearch), then the PagedDataList; `children` between
 * the chips and the list.
 */
export function ListPage<T, F extends string>({
  header,
  tabs,
  filters,
  search,
  children,
  ...list
}: Omit<PagedDataListProps<T>, 'page' | 'onPage'> & {
  header: ComponentProps<typeof PageHeader>;
  tabs?: ReactNode;
  /** The chips' accessible name and choices. */
  filters?: { label: string; options: readonly { value: F; label: string }[] };
  search: ListSearch<F>;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader {...header} />
      {tabs}
      {filters && (
        <FilterChips
          label={filters.label}
          options={filters.options}
          value={search.filter}
          onChange={(filter) => search.go({ filter })}
        />
      )}
      {children}
      <PagedDataList {...list} page={search.page} onPage={(page) => search.go({ page })} />
    </Box>
  );
}

function WideTable<T>({
  label,
  rows,
  columns,
  rowKey,
  rowHref,
  actions,
  loading,
  skeletonRows = 5,
}: DataListProps<T>) {
  const showRows = !loading || !!rows;
  return (
    <Card sx={{ overflowX: 'auto' }}>
      <Table aria-label={label} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {columns.map((col) => (
              <TableCell key={col.key} sx={{ ...HEAD_SX, width: col.width }}>
                {col.label}
              </TableCell>
            ))}
            {(rowHref || actions) && (
              <TableCell sx={HEAD_SX}>
                <Box component="span" sx={visuallyHidden}>
                  عملیات
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {showRows && rows
            ? rows.map((row) => (
                <TableRow
                  key={rowKey(row)}
                  hover={!!rowHref}
                  sx={{ '&:last-child td': { borderBottom: 0 } }}
                >
                  {columns.map((col) => (
                    <TableCell
                      key={col.key}
                      sx={{ py: 1.75, whiteSpace: col.nowrap ? 'nowrap' : undefined }}
                    >
                      {col.render(row)}
                    </TableCell>
                  ))}
                  {(rowHref || actions) && (
                    // Written LTR-wise: the RTL style plugin turns 'right' into the row's end.
                    <TableCell sx={{ py: 1, whiteSpace: 'nowrap', textAlign: 'right' }}>
                      <Box sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                        {actions?.(row)}
                        {rowHref && (
                          <Box
                            component={RouterLink}
                            to={rowHref(row)}
                            sx={{
                              display: 'inline-flex',
                              alignItems: 'center',
                              gap: 0.25,
                              color: 'primary.main',
                              fontWeight: 600,
                              textDecoration: 'none',
                              minHeight: 44,
                              px: 1,
                              borderRadius: 2,
                              '&:hover': { bgcolor: 'rgba(15,94,99,0.06)' },
                            }}
                          >
                            جزئیات
                            <ChevronLeftRounded fontSize="small" />
                          </Box>
                        )}
                      </Box>
                    </TableCell>
                  )}
                </TableRow>
              ))
            : Array.from({ length: skeletonRows }, (_, i) => (
                <TableRow key={i}>
                  {columns.map((col) => (
                    <TableCell key={col.key} sx={{ py: 2 }}>
                      <Skeleton width={i % 2 ? '70%' : '55%'} />
                    </TableCell>
                  ))}
                  {(rowHref || actions) && <TableCell />}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function PhoneCards<T>({
  label,
  rows,
  columns,
  rowKey,
  rowHref,
  cardTitle,
  cardAside,
  actions,
  loading,
  skeletonRows = 4,
}: DataListProps<T>) {
  if (loading && !rows) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={label}>
        {Array.from({ length: skeletonRows }, (_, i) => (
          <Card key={i} sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1.5 }}>
              <Skeleton width="50%" height={26} />
              <Skeleton width={72} height={26} />
            </Box>
            <Skeleton width="80%" />
            <Skeleton width="60%" />
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {(rows ?? []).map((row) => {
        const body = (
          <Box sx={{ p: 2 }}>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                justifyContent: 'space-between',
                gap: 1.5,
                mb: 1.25,
              }}
            >
              <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.7, minWidth: 0 }}>
                {cardTitle(row)}
              </Typography>
              {cardAside && <Box sx={{ flexShrink: 0 }}>{cardAside(row)}</Box>}
            </Box>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 12px' }}
            >
              {columns
                .filter((col) => !col.desktopOnly)
                .map((col) => (
                  <Box key={col.key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                      {col.label}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, fontWeight: 500, textAlign: 'right', minWidth: 0 }}
                    >
                      {col.render(row)}
                    </Typography>
                  </Box>
                ))}
            </Box>
          </Box>
        );
        return (
          <Card component="li" key={rowKey(row)}>
            {rowHref ? (
              <CardActionArea component={RouterLink} to={rowHref(row)}>
                {body}
              </CardActionArea>
            ) : (
              body
            )}
            {actions && (
              <Box sx={{ px: 2, pb: 2, display: 'flex', gap: 1, '&:empty': { display: 'none' } }}>
                {actions(row)}
              </Box>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}

/** Strings on purpose: in sx a bare 1 means 100%. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
