import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import {
  formatNumber,
  formatRial,
  PHYSICAL_TYPE_LABELS,
  toPersianDigits,
  type PackageRow,
} from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../../kit/LoadError';
import { PageBreadcrumbs, type Crumb } from '../../../features/donation/components/PageHeader';
import { RichText } from '../../../kit/RichText';
import { SectionTitle } from '../../../kit/SectionTitle';
import { useBasket, useRelatedProducts, useSellable } from '../../../features/shop/api';
import { BuyBox } from '../../../features/shop/components/BuyBox';
import { PriceTag } from '../../../features/shop/components/PriceTag';
import { ProductCover } from '../../../features/shop/components/ProductCover';
import { ProductGrid } from '../../../features/shop/components/ProductGrid';
import { shopUrl } from '../../../features/shop/filters';
import {
  discountPercent,
  isPackageRow,
  kindOf,
  packageSaving,
  sellableTypeLabel,
  stockState,
  type SellableKind,
  type SellableRow,
} from '../../../features/shop/model';
import { shopPaths } from '../../../features/shop/paths';
import { parseId } from '../../../features/payments/params';

/** /product/:id */
export function ProductPage() {
  return <SellablePage kind="product" />;
}

/** /package/:id */
export function PackagePage() {
  return <SellablePage kind="package" />;
}

function SellablePage({ kind }: { kind: SellableKind }) {
  const id = parseId(useParams().id);
  const query = useSellable(kind, id);
  const row = query.data;
  const noun = kind === 'package' ? 'بسته' : 'محصول';

  if (id === null || (isApiError(query.error) && query.error.status === 404)) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <PageTitle title={`${noun} یافت نشد`} />
        <EmptyState
          framed
          icon={<SearchOffRounded />}
          title={`این ${noun} یافت نشد.`}
          description="ممکن است نشانی اشتباه باشد یا این کالا دیگر در فروشگاه عرضه نشود."
          action={
            <Button component={RouterLink} to={shopPaths.shop} variant="contained">
              بازگشت به فروشگاه
            </Button>
          }
        />
      </Container>
    );
  }
  if (query.isError && !row) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </Container>
    );
  }

  const crumbs: Crumb[] = [
    { label: 'صفحه اصلی', to: paths.home },
    { label: 'فروشگاه', to: shopPaths.shop },
  ];
  if (row?.store_category_info) {
    crumbs.push({
      label: row.store_category_info.title,
      to: shopUrl({ category: row.store_category_info.id }),
    });
  }
  crumbs.push({ label: row ? toPersianDigits(row.title) : noun });

  return (
    <Box sx={{ pb: { xs: 0, md: 6 } }}>
      <PageTitle title={row?.title ?? noun} />
      <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 } }}>
        <PageBreadcrumbs crumbs={crumbs} />
        {row ? <Overview row={row} /> : <OverviewSkeleton />}
        {row && <Details row={row} />}
        {row && kind === 'product' && <Related id={row.id} category={row.store_category} />}
      </Container>
      {row && !(row.is_purchased && !row.is_physical) && <PhoneBuyBar row={row} />}
    </Box>
  );
}

function Overview({ row }: { row: SellableRow }) {
  const stock = stockState(row);
  const percent = discountPercent(row);
  const pkg = isPackageRow(row) ? row : null;
  const saving = pkg ? packageSaving(pkg) : 0;
  return (
    <Card sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        }}
      >
        <ProductCover
          row={row}
          size="large"
          eager
          sx={{
            aspectRatio: { xs: '1 / 1', sm: '4 / 3', md: '1 / 1' },
            height: { md: '100%' },
            borderInlineEnd: { md: '1px solid' },
            borderColor: { md: 'divider' },
          }}
        >
          {percent > 0 && (
            <Box
              sx={{
                position: 'absolute',
                top: 16,
                insetInlineStart: 16,
                bgcolor: '#c0392b',
                color: '#fff',
                px: 1.5,
                py: 0.5,
                borderRadius: 99,
                fontWeight: 800,
                fontSize: '0.9rem',
              }}
            >
              {toPersianDigits(percent)}٪ تخفیف
            </Box>
          )}
        </ProductCover>
        <Box
          sx={{ p: { xs: 2.5, sm: 3, md: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Chip
              label={sellableTypeLabel(row)}
              size="small"
              sx={{ bgcolor: 'rgba(15,94,99,0.1)', color: 'primary.dark', fontWeight: 700 }}
            />
            {row.store_category_info && (
              <Chip
                component={RouterLink}
                to={shopUrl({ category: row.store_category_info.id })}
                clickable
                label={row.store_category_info.title}
                size="small"
                variant="outlined"
                sx={{ fontWeight: 600 }}
              />
            )}
            {row.is_purchased && (
              <Chip
                icon={<CheckCircleRounded />}
                label="خریداری شده"
                size="small"
                color="success"
                sx={{ fontWeight: 700 }}
              />
            )}
          </Box>
          <Typography
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '1.45rem', md: '1.9rem' }, lineHeight: 1.6 }}
          >
            {toPersianDigits(row.title)}
          </Typography>
          {row.sold_count > 0 && (
            <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem', mt: -1 }}>
              {formatNumber(row.sold_count)} نفر این {pkg ? 'بسته' : 'کالا'} را خریده‌اند
            </Typography>
          )}
          <Divider />
          <Box
            sx={{
              display: 'flex',
              alignItems: 'flex-end',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 2,
            }}
          >
            <PriceTag row={row} size="large" />
            <StockLine tone={stock.tone} label={stock.label} />
          </Box>
          {saving > 0 && (
            <Alert severity="success" icon={<Inventory2Outlined />} sx={{ lineHeight: 1.9 }}>
              با خرید این بسته {formatRial(saving)} کمتر از خرید جداگانه کالاهای آن می‌پردازید.
            </Alert>
          )}
          {row.is_purchased && !row.is_physical && (
            <Alert severity="success" sx={{ lineHeight: 1.9 }}>
              این محصول را خریده‌اید و در حساب شما در دسترس است.{' '}
              <Link component={RouterLink} to={shopPaths.orders} sx={{ fontWeight: 700 }}>
                سفارش‌های من
              </Link>
            </Alert>
          )}
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <BuyBox row={row} />
          </Box>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              mt: 1,
              pt: 2,
              borderTop: '1px dashed',
              borderColor: 'divider',
              display: 'grid',
              gap: 1.25,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            {row.is_physical ? (
              <Assurance
                icon={<LocalShippingOutlined />}
                text="ارسال با پست پیشتاز به سراسر ایران"
              />
            ) : (
              <Assurance icon={<CloudDoneOutlined />} text="دسترسی فوری پس از پرداخت" />
            )}
            <Assurance
              icon={<VerifiedUserOutlined />}
              text="پرداخت امن از کیف پول یا درگاه بانکی"
            />
            <Assurance
              icon={<ReceiptLongOutlined />}
              text="صورت حساب و پیگیری سفارش در پنل کاربری"
            />
          </Box>
        </Box>
      </Box>
    </Card>
  );
}

function StockLine({ tone, label }: { tone: string; label: string }) {
  const colour =
    tone === 'out'
      ? 'error.main'
      : tone === 'low'
        ? '#9a5b00'
        : tone === 'digital'
          ? 'primary.main'
          : 'success.dark';
  const icon =
    tone === 'out' ? (
      <ErrorOutlineRounded fontSize="small" />
    ) : tone === 'low' ? (
      <WarningAmberRounded fontSize="small" />
    ) : tone === 'digital' ? (
      <CloudDoneOutlined fontSize="small" />
    ) : (
      <CheckCircleRounded fontSize="small" />
    );
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        color: colour,
        fontWeight: 700,
        fontSize: '0.92rem',
      }}
    >
      {icon}
      {label}
    </Box>
  );
}

function Assurance({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.secondary',
        fontSize: '0.85rem',
        '& svg': { color: 'secondary.main', fontSize: 22 },
      }}
    >
      {icon}
      {text}
    </Box>
  );
}

function Details({ row }: { row: SellableRow }) {
  const pkg = isPackageRow(row) ? row : null;
  const facts: Array<[string, string]> = [['نوع', sellableTypeLabel(row)]];
  if (row.store_category_info) facts.push(['دسته‌بندی', row.store_category_info.title]);
  facts.push([
    'نسخه',
    row.is_physical ? 'چاپی و فیزیکی (ارسال پستی)' : 'الکترونیکی (دسترسی آنلاین)',
  ]);
  if (!pkg && 'physical_type' in row && row.physical_type) {
    facts.push(['قالب', PHYSICAL_TYPE_LABELS[row.physical_type]]);
  }
  if (row.weight) facts.push(['وزن', `${formatNumber(row.weight)} گرم`]);
  if (row.maximum_order_count)
    facts.push(['حداکثر تعداد در هر سفارش', formatNumber(row.maximum_order_count)]);
  if (pkg) facts.push(['تعداد کالاهای بسته', formatNumber(pkg.products_info.length)]);

  return (
    <Box
      sx={{
        mt: 3,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        {pkg && <PackageContents pkg={pkg} />}
        <Card component="section" aria-labelledby="about-title" sx={{ p: { xs: 2.5, md: 3.5 } }}>
          <Typography
            id="about-title"
            component="h2"
            sx={{ fontWeight: 800, fontSize: '1.2rem', mb: 2 }}
          >
            {pkg ? 'معرفی بسته' : 'معرفی کالا'}
          </Typography>
          {row.description?.trim() ? (
            <RichText text={row.description} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>
              توضیحی برای این کالا ثبت نشده است.
            </Typography>
          )}
        </Card>
      </Box>
      <Card component="section" aria-labelledby="spec-title" sx={{ p: { xs: 2.5, md: 3.5 } }}>
        <Typography
          id="spec-title"
          component="h2"
          sx={{ fontWeight: 800, fontSize: '1.2rem', mb: 1.5 }}
        >
          مشخصات
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {facts.map(([label, value]) => (
            <Box
              key={label}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                py: 1.25,
                borderBottom: '1px dashed',
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Typography component="dt" sx={{ color: 'text.secondary', fontSize: '0.92rem' }}>
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 600, fontSize: '0.92rem', textAlign: 'end' }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {row.specification?.trim() && (
          <Box sx={{ mt: 2, pt: 2, borderTop: '1px solid', borderColor: 'divider' }}>
            <RichText text={row.specification} />
          </Box>
        )}
      </Card>
    </Box>
  );
}

function PackageContents({ pkg }: { pkg: PackageRow }) {
  return (
    <Card component="section" aria-labelledby="contents-title" sx={{ p: { xs: 2.5, md: 3.5 } }}>
      <Typography
        id="contents-title"
        component="h2"
        sx={{ fontWeight: 800, fontSize: '1.2rem', mb: 0.5 }}
      >
        این بسته شامل
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem', mb: 2 }}>
        {toPersianDigits(pkg.products_info.length)} کالا که با هم و با تخفیف عرضه می‌شوند.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {pkg.products_info.map((product) => (
          <Box
            component="li"
            key={product.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              p: 1.25,
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: 2.5,
            }}
          >
            <ProductCover row={product} size="thumb" sx={{ width: 56, flexShrink: 0 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                component={RouterLink}
                to={shopPaths.product(product.id)}
                sx={{
                  fontWeight: 700,
                  color: 'text.primary',
                  textDecoration: 'none',
                  '&:hover': { color: 'primary.main' },
                  lineHeight: 1.7,
                }}
              >
                {toPersianDigits(product.title)}
              </Typography>
              <Typography sx={{ color: 'text.secondary', fontSize: '0.82rem' }}>
                {sellableTypeLabel(product)}
                <Box component="span" sx={{ display: { sm: 'none' } }}>
                  {' · '}
                  {formatRial(product.sellable_price)}
                </Box>
              </Typography>
            </Box>
            <Typography
              sx={{
                display: { xs: 'none', sm: 'block' },
                color: 'text.secondary',
                fontSize: '0.85rem',
                whiteSpace: 'nowrap',
              }}
            >
              {formatRial(product.sellable_price)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

function Related({ id, category }: { id: number; category: number | null }) {
  const related = useRelatedProducts(id);
  const rows = related.data?.results;
  if (!related.isPending && !rows?.length) return null;
  return (
    <Box component="section" aria-labelledby="related-title" sx={{ mt: { xs: 4, md: 6 } }}>
      <SectionTitle
        id="related-title"
        title="کالاهای مرتبط"
        moreTo={category ? shopUrl({ category }) : shopPaths.shop}
      />
      <ProductGrid rows={rows?.slice(0, 4)} loading={related.isPending} skeletons={4} wide />
    </Box>
  );
}

/** On a phone the price and the button stay at the bottom of the screen. */
function PhoneBuyBar({ row }: { row: SellableRow }) {
  const inBasket = useBasket().lines.some((l) => l.kind === kindOf(row) && l.id === row.id);
  return (
    <Box
      sx={{
        display: { xs: 'flex', md: 'none' },
        // Sticky, not fixed: it rides at the bottom of the screen through the product and stops
        // above the footer.
        position: 'sticky',
        bottom: 0,
        mt: 4,
        zIndex: 10,
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        bgcolor: 'background.paper',
        borderTop: '1px solid',
        borderColor: 'divider',
        boxShadow: '0 -6px 18px rgba(31,42,46,0.08)',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <BuyBox row={row} compact />
      </Box>
      {!inBasket && (
        <Box sx={{ flexShrink: 0 }}>
          <PriceTag row={row} size="small" showPercent={false} />
        </Box>
      )}
    </Box>
  );
}

function OverviewSkeleton() {
  return (
    <Card aria-busy aria-label="در حال بارگذاری">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
        <Skeleton
          variant="rectangular"
          sx={{ aspectRatio: { xs: '1 / 1', md: '4 / 5' }, height: 'auto' }}
        />
        <Box sx={{ p: { xs: 2.5, md: 4 } }}>
          <Skeleton width={120} height={30} />
          <Skeleton width="80%" height={48} />
          <Skeleton width="40%" />
          <Skeleton width="50%" height={60} sx={{ mt: 3 }} />
          <Skeleton variant="rounded" height={52} sx={{ mt: 3, maxWidth: 420 }} />
        </Box>
      </Box>
    </Card>
  );
}
