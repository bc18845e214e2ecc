import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useAddToBasket, useBasket } from '../api';
import { kindOf, type SellableRow } from '../model';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

/** Two columns on a phone, three beside the filters, four on a wide page without them. */
export function ProductGrid({
  rows,
  loading,
  skeletons = 6,
  empty,
  wide = false,
  dimmed = false,
}: {
  rows: readonly SellableRow[] | undefined;
  loading: boolean;
  skeletons?: number;
  empty?: ReactNode;
  /** No sidebar beside the grid: one column more on large screens. */
  wide?: boolean;
  /** The next page is on its way: the current one stays, a little faded. */
  dimmed?: boolean;
}) {
  const basket = useBasket();
  const { add, addingId } = useAddToBasket();
  if (!loading && rows && rows.length === 0) return <>{empty}</>;
  const inBasket = (row: SellableRow) =>
    basket.lines.find((l) => l.kind === kindOf(row) && l.id === row.id)?.count ?? 0;
  return (
    <Box
      component="ul"
      aria-busy={loading}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2.5 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: wide ? 'repeat(4, minmax(0, 1fr))' : 'repeat(3, minmax(0, 1fr))',
        },
        opacity: dimmed ? 0.6 : 1,
        transition: 'opacity .2s',
      }}
    >
      {loading && !rows
        ? Array.from({ length: skeletons }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))
        : rows?.map((row) => (
            <li key={`${kindOf(row)}-${row.id}`}>
              <ProductCard
                row={row}
                inBasket={inBasket(row)}
                adding={addingId === `${kindOf(row)}-${row.id}`}
                onAdd={(r) => add(r, 1)}
              />
            </li>
          ))}
    </Box>
  );
}
