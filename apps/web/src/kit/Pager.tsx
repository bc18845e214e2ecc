import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@daneshsara/domain';
import { useSearchParams } from 'react-router-dom';
import { readPage } from '../features/payments/params';

/** Page numbers in Persian digits, with the total beside them; hidden for a single page. */
export function Pager({
  page,
  pages,
  count,
  onChange,
}: {
  page: number;
  pages: number;
  count: number;
  onChange: (page: number) => void;
}) {
  if (count === 0) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1.5,
        mt: 2.5,
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {toPersianDigits(count)} مورد
      </Typography>
      {pages > 1 && (
        <Pagination
          page={page}
          count={pages}
          onChange={(_, next) => onChange(next)}
          color="primary"
          shape="rounded"
          siblingCount={0}
          renderItem={(item) => (
            <PaginationItem
              {...item}
              page={item.page === null ? null : toPersianDigits(item.page)}
              sx={{ minWidth: 40, height: 40, fontWeight: 600 }}
            />
          )}
        />
      )}
    </Box>
  );
}

/**
 * A list page's place in the URL: its filter (`?{key}=`, «all» left out) and `?page=` (the first
 * left out). `go` writes both, a new filter starting at the first page, and (`scroll`) goes back
 * to the top. `filter: null` for a list without filters.
 */
export function useListSearch<F extends string>(
  filter: { key: string; read: (value: string | null) => F } | null,
  { scroll = true }: { scroll?: boolean } = {},
) {
  const [search, setSearch] = useSearchParams();
  const current = filter ? filter.read(search.get(filter.key)) : null;
  const page = readPage(search.get('page'));
  const go = (next: { filter?: F; page?: number }) => {
    const params = new URLSearchParams();
    const value = next.filter ?? current;
    if (filter && value !== null && value !== 'all') params.set(filter.key, value);
    const p = next.page ?? 1;
    if (p > 1) params.set('page', String(p));
    setSearch(params);
    if (scroll) window.scrollTo({ top: 0 });
  };
  return { filter: current as F, page, go };
}

export type ListSearch<F extends string> = ReturnType<typeof useListSearch<F>>;
