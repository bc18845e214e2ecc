import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { toPersianDigits } from '@daneshsara/domain';

function ariaLabel(type: string, page: number | null): string {
  if (type === 'page') return `صفحه ${toPersianDigits(page ?? '')}`;
  if (type === 'next') return 'صفحه بعد';
  if (type === 'previous') return 'صفحه قبل';
  if (type === 'first') return 'صفحه اول';
  return 'صفحه آخر';
}

/** Page numbers in Persian digits; nothing when everything fits on one page. */
export function Paging({
  count,
  page,
  onPage,
}: {
  count: number;
  page: number;
  onPage: (page: number) => void;
}) {
  if (count <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label="صفحه‌ها"
      sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
    >
      <Pagination
        count={count}
        page={Math.min(page, count)}
        onChange={(_, next) => onPage(next)}
        color="primary"
        shape="rounded"
        siblingCount={0}
        renderItem={(item) => (
          <PaginationItem {...item} page={item.page === null ? null : toPersianDigits(item.page)} />
        )}
        getItemAriaLabel={ariaLabel}
        sx={{ '& .MuiPaginationItem-root': { minWidth: 40, height: 40, fontWeight: 600 } }}
      />
    </Box>
  );
}
