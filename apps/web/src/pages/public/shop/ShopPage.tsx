import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  formatNumber,
  formatRial,
  PHYSICAL_TYPE_LABELS,
  toPersianDigits,
  type StoreCategoryRow,
} from '@daneshsara/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../../features/payments/components/LoadError';
import { PageHeader, type Crumb } from '../../../features/donation/components/PageHeader';
import { Paging } from '../../../features/donation/components/Paging';
import { usePackages, useProducts, useStoreCategories } from '../../../features/shop/api';
import { FilterPanel } from '../../../features/shop/components/FilterPanel';
import { ProductGrid } from '../../../features/shop/components/ProductGrid';
import {
  ShopSearch,
  ShopTabs,
  SortLinks,
  SortSelect,
} from '../../../features/shop/components/ShopToolbar';
import {
  activeFilterCount,
  clearFilters,
  findCategoryPath,
  packageQuery,
  productQuery,
  readShopFilters,
  shopSearchParams,
  shopUrl,
  withFilters,
  SHOP_PAGE_SIZE,
  type ShopFilters,
} from '../../../features/shop/filters';
import { MEDIA_TYPE_LABELS } from '../../../features/shop/model';

/**
 * /shop: the bookshop. Categories as a tree, filters (kind, edition, media, price, in stock),
 * sort, search and pages, all kept in the URL; products and packages as two lists.
 */
export function ShopPage() {
  const [search, setSearch] = useSearchParams();
  const filters = readShopFilters(search);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const categories = useStoreCategories();
  const tree = categories.data;
  // A category stands for its subtree: wait for the tree before asking for a category's products.
  const ready = !filters.category || !!tree || categories.isError;
  const products = useProducts(productQuery(filters, tree), ready && filters.tab === 'products');
  const packages = usePackages(packageQuery(filters, tree), ready && filters.tab === 'packages');
  const list = filters.tab === 'products' ? products : packages;

  const apply = (next: ShopFilters, scroll = true) => {
    setSearch(shopSearchParams(next), { preventScrollReset: true });
    if (scroll) window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const change = (patch: Partial<ShopFilters>) => apply(withFilters(filters, patch), false);

  const path = filters.category && tree ? findCategoryPath(tree, filters.category) : [];
  const category = path.at(-1) ?? null;
  const crumbs: Crumb[] = [{ label: 'صفحه اصلی', to: paths.home }];
  crumbs.push(
    category ? { label: 'فروشگاه', to: shopUrl({ tab: filters.tab }) } : { label: 'فروشگاه' },
  );
  path.forEach((c, i) =>
    crumbs.push(
      i < path.length - 1
        ? { label: c.title, to: shopUrl({ category: c.id }) }
        : { label: c.title },
    ),
  );
  const count = list.data?.count;
  const title = category?.title ?? 'فروشگاه';
  const noun = filters.tab === 'packages' ? 'بسته' : 'کالا';

  const panel = (
    <FilterPanel
      filters={filters}
      tree={tree}
      treeLoading={categories.isPending}
      onChange={change}
      onClear={() => apply(clearFilters(filters), false)}
    />
  );
  const active = activeFilterCount(filters);

  return (
    <>
      <PageTitle title={title} />
      <PageHeader
        crumbs={crumbs}
        title={title}
        subtitle={
          category
            ? count !== undefined
              ? `${formatNumber(count)} ${noun} در این دسته`
              : undefined
            : 'کتاب، جزوه و محصولات صوتی و تصویری برگزیده برای یادگیری؛ ارسال کالاهای فیزیکی با پست پیشتاز و دسترسی فوری به نسخه‌های الکترونیکی.'
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '264px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          {wide && (
            <Card component="aside" aria-label="فیلترهای فروشگاه" sx={{ p: 2 }}>
              {panel}
            </Card>
          )}
          <Box sx={{ minWidth: 0 }}>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1.5,
                mb: 1.5,
              }}
            >
              <ShopTabs
                value={filters.tab}
                onChange={(tab) => apply(withFilters(filters, { tab }), false)}
              />
              <Box sx={{ flex: '1 1 240px', display: 'flex' }}>
                <ShopSearch
                  key={filters.search}
                  value={filters.search}
                  onSearch={(text) => apply(withFilters(filters, { search: text }), false)}
                />
              </Box>
            </Box>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                mb: 2,
                minHeight: 44,
              }}
            >
              {wide ? (
                <SortLinks value={filters.sort} onChange={(sort) => change({ sort })} />
              ) : (
                <>
                  <Button
                    variant="outlined"
                    color="inherit"
                    onClick={() => setDrawerOpen(true)}
                    startIcon={
                      <Badge
                        color="secondary"
                        badgeContent={toPersianDigits(active)}
                        invisible={!active}
                      >
                        <TuneRounded />
                      </Badge>
                    }
                    sx={{ borderColor: 'divider', bgcolor: 'background.paper', flexShrink: 0 }}
                  >
                    فیلترها
                  </Button>
                  <SortSelect value={filters.sort} onChange={(sort) => change({ sort })} />
                </>
              )}
              {wide && count !== undefined && (
                <Typography
                  sx={{ color: 'text.secondary', fontSize: '0.9rem', whiteSpace: 'nowrap' }}
                >
                  {formatNumber(count)} {noun}
                </Typography>
              )}
            </Box>
            <ActiveFilters filters={filters} tree={tree} onChange={change} />
            {list.isError && !list.data ? (
              <LoadError error={list.error} onRetry={() => void list.refetch()} />
            ) : (
              <>
                <ProductGrid
                  rows={list.data?.results}
                  loading={list.isPending}
                  dimmed={list.isPlaceholderData}
                  skeletons={SHOP_PAGE_SIZE / 2}
                  empty={
                    <EmptyState
                      framed
                      icon={<SearchOffRounded />}
                      title={
                        filters.tab === 'packages'
                          ? 'بسته‌ای با این مشخصات پیدا نشد.'
                          : 'کالایی با این مشخصات پیدا نشد.'
                      }
                      description={
                        active || filters.search
                          ? 'فیلترها یا عبارت جستجو را تغییر دهید، یا همه کالاهای فروشگاه را ببینید.'
                          : 'به زودی کالاهای تازه به فروشگاه افزوده می‌شود.'
                      }
                      action={
                        active || filters.search ? (
                          <Button
                            variant="outlined"
                            onClick={() =>
                              apply(withFilters(clearFilters(filters), { search: '' }))
                            }
                          >
                            نمایش همه کالاها
                          </Button>
                        ) : undefined
                      }
                    />
                  }
                />
                <Paging
                  count={list.data?.num_pages ?? 0}
                  page={filters.page}
                  onPage={(page) => apply({ ...filters, page })}
                />
              </>
            )}
          </Box>
        </Box>
      </Container>
      {!wide && (
        <Drawer
          anchor="bottom"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-label': 'فیلترهای فروشگاه',
              sx: { maxHeight: '88vh', borderTopLeftRadius: 20, borderTopRightRadius: 20 },
            },
          }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
            <Box sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider' }} />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
            <IconButton aria-label="بستن فیلترها" onClick={() => setDrawerOpen(false)}>
              <CloseRounded />
            </IconButton>
          </Box>
          <Box sx={{ px: 2.5, pb: 2, mt: -5, overflowY: 'auto' }}>{panel}</Box>
          <Box
            sx={{
              position: 'sticky',
              bottom: 0,
              p: 2,
              borderTop: '1px solid',
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Button variant="contained" fullWidth size="large" onClick={() => setDrawerOpen(false)}>
              {count !== undefined ? `نمایش ${formatNumber(count)} ${noun}` : 'نمایش نتیجه'}
            </Button>
          </Box>
        </Drawer>
      )}
    </>
  );
}

/** What narrows the list now, each with its own «×». */
function ActiveFilters({
  filters,
  tree,
  onChange,
}: {
  filters: ShopFilters;
  tree: readonly StoreCategoryRow[] | undefined;
  onChange: (patch: Partial<ShopFilters>) => void;
}) {
  const chips: Array<{ key: string; label: string; clear: Partial<ShopFilters> }> = [];
  if (filters.search)
    chips.push({ key: 'q', label: `جستجو: «${filters.search}»`, clear: { search: '' } });
  if (filters.category) {
    const title = tree ? findCategoryPath(tree, filters.category).at(-1)?.title : undefined;
    if (title) chips.push({ key: 'category', label: title, clear: { category: null } });
  }
  if (filters.tab === 'products') {
    if (filters.edition !== 'all') {
      chips.push({
        key: 'edition',
        label: filters.edition === 'physical' ? 'نسخه چاپی' : 'نسخه الکترونیکی',
        clear: { edition: 'all' },
      });
    }
    filters.types.forEach((t) =>
      chips.push({
        key: `t-${t}`,
        label: PHYSICAL_TYPE_LABELS[t],
        clear: { types: filters.types.filter((x) => x !== t) },
      }),
    );
    filters.media.forEach((m) =>
      chips.push({
        key: `m-${m}`,
        label: MEDIA_TYPE_LABELS[m],
        clear: { media: filters.media.filter((x) => x !== m) },
      }),
    );
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const label =
      filters.minPrice !== null && filters.maxPrice !== null
        ? `${formatRial(filters.minPrice, false)} تا ${formatRial(filters.maxPrice)}`
        : filters.minPrice !== null
          ? `از ${formatRial(filters.minPrice)}`
          : `تا ${formatRial(filters.maxPrice)}`;
    chips.push({ key: 'price', label, clear: { minPrice: null, maxPrice: null } });
  }
  if (filters.inStock) chips.push({ key: 'stock', label: 'فقط موجود', clear: { inStock: false } });
  if (!chips.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          label={chip.label}
          onDelete={() => onChange(chip.clear)}
          deleteIcon={<CloseRounded aria-label={`حذف فیلتر ${chip.label}`} />}
          sx={{
            bgcolor: 'rgba(15,94,99,0.08)',
            color: 'primary.dark',
            fontWeight: 600,
            height: 34,
          }}
        />
      ))}
    </Box>
  );
}
