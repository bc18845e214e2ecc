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
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Not repeated inside a phone card (it is its title or aside already). */
  desktopOnly?: boolean;
  width?: number | string;
  nowrap?: boolean;
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
