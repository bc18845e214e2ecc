import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NoticeRow } from '@daneshsara/api-client';
import { formatJalaliDateTime, toPersianDigits } from '@daneshsara/domain';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../kit/EmptyState';
import { LoadError } from '../payments/components/LoadError';
import { PageHeader } from '../payments/components/PageHeader';
import { useNotices, useReadNotice } from './api';

const PAGE_SIZE = 10;

function NoticeItem({ row }: { row: NoticeRow }) {
  const read = useReadNotice();
  const n = row.notice_info;
  const open = () => {
    if (!row.is_seen) read.mutate(row.id);
  };
  return (
    <Box
      component="li"
      aria-label={n.title}
      onClick={open}
      onFocus={open}
      tabIndex={row.is_seen ? undefined : 0}
      sx={{
        listStyle: 'none',
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        borderBottom: '1px solid',
        borderColor: 'divider',
        bgcolor: row.is_seen ? 'transparent' : 'rgba(15,94,99,0.05)',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.9,
          width: 10,
          height: 10,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: row.is_seen ? 'transparent' : 'secondary.main',
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" sx={{ fontWeight: row.is_seen ? 600 : 800, fontSize: '1rem' }}>
            {toPersianDigits(n.title)}
          </Typography>
          {!row.is_seen && <Chip size="small" color="secondary" label="تازه" />}
        </Box>
        <Typography
          sx={{ color: 'text.secondary', lineHeight: 1.9, mt: 0.5, overflowWrap: 'anywhere' }}
        >
          {toPersianDigits(n.body)}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            justifyContent: 'space-between',
            mt: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatJalaliDateTime(row.creation_time)}
          </Typography>
          {n.url?.startsWith('/') && (
            <Button component={RouterLink} to={n.url} size="small" endIcon={<OpenInNewRounded />}>
              مشاهده
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** /panel/notice: my notices, newest first; opening one marks it read (the header badge follows). */
export function NoticesPage() {
  const [search, setSearch] = useSearchParams();
  const unseenOnly = search.get('filter') === 'unseen';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = useNotices({
    page,
    per_page: PAGE_SIZE,
    ...(unseenOnly ? { is_seen: false } : {}),
  });
  const go = (next: { filter?: string; page?: number }) => {
    const params = new URLSearchParams();
    const filter = next.filter ?? (unseenOnly ? 'unseen' : 'all');
    if (filter === 'unseen') params.set('filter', 'unseen');
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params);
  };
  const data = query.data;
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageHeader
        title="اعلان‌ها"
        description="پیام‌هایی که درباره دوره‌ها، صورت حساب‌ها و درخواست‌هایتان برای شما فرستاده شده است."
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} role="group" aria-label="نمایش اعلان‌ها">
        <Chip
          label="همه"
          color={unseenOnly ? 'default' : 'primary'}
          onClick={() => go({ filter: 'all' })}
        />
        <Chip
          label="خوانده‌نشده"
          color={unseenOnly ? 'primary' : 'default'}
          onClick={() => go({ filter: 'unseen' })}
        />
      </Stack>
      {query.error && !data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Card aria-busy="true" aria-label="در حال بارگذاری اعلان‌ها">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rectangular" height={96} sx={{ m: 2, borderRadius: 2 }} />
          ))}
        </Card>
      ) : data.results.length === 0 ? (
        <Card>
          <EmptyState
            icon={<NotificationsNoneOutlined />}
            title={unseenOnly ? 'اعلان خوانده‌نشده‌ای ندارید' : 'هنوز اعلانی ندارید'}
            description="نتیجه دوره‌ها، هشدار غیبت و دیگر پیام‌ها اینجا می‌آید."
          />
        </Card>
      ) : (
        <>
          <Card component="ul" aria-label="فهرست اعلان‌ها" sx={{ p: 0, m: 0 }}>
            {data.results.map((row) => (
              <NoticeItem key={row.id} row={row} />
            ))}
          </Card>
          {data.num_pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={data.num_pages}
                page={page}
                onChange={(_, p) => go({ page: p })}
                color="primary"
              />
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
