import CloseRounded from '@mui/icons-material/CloseRounded';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatNumber } from '@daneshsara/domain';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../features/donation/components/PageHeader';
import { useClassrooms, useProfessors, useUnitCategories } from '../../../features/learning/api';
import {
  ActiveFilters,
  FilterPanel,
  SearchField,
} from '../../../features/learning/components/CatalogFilters';
import { ClassroomGrid } from '../../../features/learning/components/ClassroomGrid';
import {
  activeFilterCount,
  classroomQuery,
  clearFilters,
  filtersSearch,
  readFilters,
  withFilter,
  type ClassroomFilters,
} from '../../../features/learning/filters';
import { KINDS, kindOfListType, type LearningKind } from '../../../features/learning/kinds';

const INTRO: Record<LearningKind, string> = {
  training:
    'دوره‌های آموزشی دانش‌سرا را ببینید؛ بر اساس دسته‌بندی، وضعیت ثبت نام، نوع برگزاری و استاد جستجو کنید و در دوره دلخواه خود ثبت نام کنید.',
  circles:
    'حلقه‌های مباحثه، گروه‌های کوچک مطالعه و گفتگو درباره یک کتاب یا موضوع‌اند؛ حلقه‌ای را که با آن همراهید پیدا کنید.',
  events: 'همایش‌ها، اردوها و دیگر رویدادهای دانش‌سرا را ببینید و برای شرکت در آن‌ها ثبت نام کنید.',
};

const EMPTY_HINT: Record<LearningKind, string> = {
  training: 'فیلترها را تغییر دهید یا همه دوره‌ها را ببینید.',
  circles: 'فیلترها را تغییر دهید یا همه حلقه‌ها را ببینید.',
  events: 'فیلترها را تغییر دهید یا همه رویدادها را ببینید.',
};

function Catalog({ kind }: { kind: LearningKind }) {
  const info = KINDS[kind];
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [drawer, setDrawer] = useState(false);
  const categories = useUnitCategories(info.categoryType);
  const professors = useProfessors();
  const classrooms = useClassrooms(classroomQuery(kind, filters));

  const go = useCallback(
    (next: ClassroomFilters, { scroll = false, replace = false } = {}) => {
      setSearch(filtersSearch(kind, next), { replace });
      if (scroll) window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [kind, setSearch],
  );
  const patch = (change: Partial<ClassroomFilters>) => go(withFilter(filters, change));
  const onSearch = useCallback(
    // Typing is not a place to come back to: the search replaces the history entry.
    (text: string) => go(withFilter(readFilters(search), { search: text }), { replace: true }),
    [go, search],
  );
  const active = activeFilterCount(filters);
  const count = classrooms.data?.count;
  const narrowed = active > 0 || !!filters.search;

  const panel = (
    <FilterPanel
      filters={filters}
      categories={categories.data}
      professors={professors.data}
      onChange={patch}
    />
  );

  return (
    <>
      <PageTitle title={info.title} />
      <PageHeader
        crumbs={[{ label: 'صفحه اصلی', to: paths.home }, { label: info.title }]}
        title={info.title}
        subtitle={INTRO[kind]}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3.5 },
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
          }}
        >
          {wide && (
            <Card
              component="aside"
              aria-label="فیلترها"
              sx={{ p: 2.5, position: 'sticky', top: 88 }}
            >
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  mb: 2,
                }}
              >
                <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.05rem' }}>
                  فیلترها
                </Typography>
                {active > 0 && (
                  <Button
                    size="small"
                    onClick={() => go(clearFilters(filters))}
                    sx={{ minHeight: 36 }}
                  >
                    حذف فیلترها
                  </Button>
                )}
              </Box>
              {panel}
            </Card>
          )}
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'center', mb: 2 }}>
              <SearchField
                value={filters.search}
                placeholder={`جستجوی ${info.noun}`}
                onSearch={onSearch}
              />
              {!wide && (
                <Badge
                  badgeContent={active ? formatNumber(active) : 0}
                  color="secondary"
                  overlap="rectangular"
                >
                  <Button
                    variant="outlined"
                    startIcon={<TuneOutlined />}
                    onClick={() => setDrawer(true)}
                    sx={{
                      minHeight: 56,
                      bgcolor: 'background.paper',
                      borderColor: 'divider',
                      color: 'text.primary',
                    }}
                  >
                    فیلترها
                  </Button>
                </Badge>
              )}
            </Box>
            <ActiveFilters
              filters={filters}
              categories={categories.data}
              professors={professors.data}
              onChange={patch}
              onClear={() => go(clearFilters(filters))}
            />
            {count !== undefined && count > 0 && (
              <Typography
                aria-live="polite"
                sx={{ color: 'text.secondary', fontSize: '0.92rem', mb: 1.5 }}
              >
                {formatNumber(count)} {info.noun}
                {narrowed ? ' یافت شد' : ''}
              </Typography>
            )}
            <ClassroomGrid
              kind={kind}
              data={classrooms.data}
              isPending={classrooms.isPending}
              isFetching={classrooms.isPlaceholderData}
              error={classrooms.error}
              onRetry={() => void classrooms.refetch()}
              page={filters.page}
              onPage={(page) => go({ ...filters, page }, { scroll: true })}
              emptyText={
                narrowed
                  ? EMPTY_HINT[kind]
                  : `هنوز ${info.noun}ی منتشر نشده است؛ به زودی در اینجا نمایش داده می‌شود.`
              }
              emptyAction={
                narrowed ? (
                  <Button
                    variant="outlined"
                    onClick={() => go({ ...clearFilters(filters), search: '' })}
                  >
                    مشاهده همه
                  </Button>
                ) : undefined
              }
            />
          </Box>
        </Box>
      </Container>
      {!wide && (
        <Drawer
          anchor="bottom"
          open={drawer}
          onClose={() => setDrawer(false)}
          slotProps={{ paper: { sx: { borderRadius: '16px 16px 0 0', maxHeight: '88vh' } } }}
        >
          <Box
            role="dialog"
            aria-label="فیلترها"
            sx={{ display: 'flex', flexDirection: 'column', maxHeight: '88vh' }}
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                px: 2,
                py: 1,
                borderBottom: '1px solid',
                borderColor: 'divider',
              }}
            >
              <Typography component="h2" sx={{ fontWeight: 800 }}>
                فیلترها
              </Typography>
              <IconButton aria-label="بستن فیلترها" onClick={() => setDrawer(false)}>
                <CloseRounded />
              </IconButton>
            </Box>
            <Box sx={{ p: 2, overflowY: 'auto' }}>{panel}</Box>
            <Box
              sx={{
                display: 'flex',
                gap: 1,
                p: 2,
                borderTop: '1px solid',
                borderColor: 'divider',
              }}
            >
              <Button color="inherit" disabled={!active} onClick={() => go(clearFilters(filters))}>
                حذف فیلترها
              </Button>
              <Button variant="contained" sx={{ flex: 1 }} onClick={() => setDrawer(false)}>
                {count === undefined ? 'مشاهده نتایج' : `مشاهده ${formatNumber(count)} نتیجه`}
              </Button>
            </Box>
          </Box>
        </Drawer>
      )}
    </>
  );
}

/** /all-classrooms: training courses, or discussion circles with ?type=DiscussionCircles. */
export function ClassroomCatalogPage() {
  const [search] = useSearchParams();
  const kind = kindOfListType(search.get('type'));
  // A new catalogue is a new page: no filter state carries over from the other one.
  return <Catalog key={kind} kind={kind} />;
}

/** /all-events: classrooms whose unit category is EVENT. */
export function EventCatalogPage() {
  return <Catalog kind="events" />;
}
