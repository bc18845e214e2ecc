import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@daneshsara/domain';

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
