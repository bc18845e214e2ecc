import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import {
  canAddToBasket,
  discountPercent,
  isOutOfStock,
  kindOf,
  sellableTypeLabel,
  type SellableRow,
} from '../model';
import { shopPaths } from '../paths';
import { PriceTag } from './PriceTag';
import { ProductCover } from './ProductCover';

const ADD_BUTTON = { width: 44, height: 44, borderRadius: 2.5, flexShrink: 0 } as const;

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

function CornerBadge({ label, tone }: { label: string; tone: 'sale' | 'owned' | 'out' | 'kind' }) {
  const colours = {
    sale: { bgcolor: '#c0392b', color: '#fff' },
    owned: { bgcolor: 'success.main', color: '#fff' },
    out: { bgcolor: 'rgba(31,42,46,0.82)', color: '#fff' },
    kind: { bgcolor: 'rgba(255,255,255,0.92)', color: 'primary.dark' },
  }[tone];
  return (
    <Box
      component="span"
      sx={{
        ...colours,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        height: 24,
        borderRadius: 99,
        fontSize: '0.72rem',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        boxShadow: tone === 'kind' ? '0 1px 3px rgba(0,0,0,0.08)' : 'none',
        '& svg': { fontSize: 14 },
      }}
    >
      {tone === 'owned' && <CheckCircleRounded />}
      {label}
    </Box>
  );
}

/**
 * One product or package in a grid: the cover (with its discount, «ناموجود» and «خریداری شده»
 * badges), kind and category, title, the price with the list price struck through, and a quick
 * «افزودن به سبد» at the end of the price row.
 */
export function ProductCard({
  row,
  inBasket = 0,
  adding = false,
  onAdd,
}: {
  row: SellableRow;
  /** Pieces of it already in the basket. */
  inBasket?: number;
  adding?: boolean;
  onAdd?: (row: SellableRow) => void;
}) {
  const kind = kindOf(row);
  const out = isOutOfStock(row);
  const addable = canAddToBasket(row);
  const percent = discountPercent(row);
  const href = shopPaths.sellable(kind, row.id);
  const meta = [sellableTypeLabel(row), row.store_category_info?.title].filter(Boolean).join(' · ');

  let addTip = 'افزودن به سبد خرید';
  if (row.is_purchased && !row.is_physical) addTip = 'این محصول را قبلا خریده‌اید';
  else if (out) addTip = 'ناموجود';
  else if (!addable) addTip = 'فعلا قابل خرید نیست';
  else if (inBasket) addTip = `${toPersianDigits(inBasket)} عدد در سبد خرید شماست`;

  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow .2s, transform .2s',
        '&:hover': { boxShadow: '0 12px 28px rgba(15,94,99,0.12)', transform: 'translateY(-2px)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={href}
        aria-label={row.title}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <ProductCover
          row={row}
          sx={
            out ? { '& > *:first-of-type': { filter: 'grayscale(0.85)', opacity: 0.6 } } : undefined
          }
        >
          <Box
            sx={{
              position: 'absolute',
              top: 10,
              insetInline: 10,
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'flex-start',
              gap: 0.5,
              pointerEvents: 'none',
            }}
          >
            <Box
              sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}
            >
              {percent > 0 && !out && (
                <CornerBadge tone="sale" label={`${toPersianDigits(percent)}٪ تخفیف`} />
              )}
              {row.is_purchased && <CornerBadge tone="owned" label="خریداری شده" />}
            </Box>
            {kind === 'package' && <CornerBadge tone="kind" label="بسته" />}
          </Box>
          {out && (
            <Box sx={{ position: 'absolute', bottom: 12, insetInline: 0, textAlign: 'center' }}>
              <CornerBadge tone="out" label="ناموجود" />
            </Box>
          )}
        </ProductCover>
        <Box
          sx={{
            px: { xs: 1.5, sm: 2 },
            pt: 1.5,
            pb: 1,
            display: 'flex',
            flexDirection: 'column',
            gap: 0.5,
          }}
        >
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', fontSize: '0.76rem', ...clamp(1) }}
          >
            {meta}
          </Typography>
          <Typography
            component="h3"
            sx={{
              fontWeight: 700,
              fontSize: { xs: '0.9rem', sm: '0.98rem' },
              lineHeight: 1.75,
              minHeight: '3.5em',
              ...clamp(2),
            }}
          >
            {toPersianDigits(row.title)}
          </Typography>
        </Box>
      </CardActionArea>
      <Box
        sx={{
          px: { xs: 1.5, sm: 2 },
          pb: { xs: 1.5, sm: 2 },
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        {out ? (
          <Typography
            sx={{ color: 'text.secondary', fontWeight: 700, fontSize: '0.9rem', py: 1.25 }}
          >
            ناموجود
          </Typography>
        ) : (
          <PriceTag row={row} showPercent={false} />
        )}
        {onAdd && inBasket > 0 && (
          <Tooltip title={addTip}>
            <IconButton
              component={RouterLink}
              to={shopPaths.cart}
              aria-label={`«${row.title}» در سبد خرید شماست؛ مشاهده سبد خرید`}
              sx={{
                ...ADD_BUTTON,
                bgcolor: 'rgba(15,94,99,0.1)',
                color: 'primary.main',
                '&:hover': { bgcolor: 'rgba(15,94,99,0.16)' },
              }}
            >
              <ShoppingBagRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {onAdd && inBasket === 0 && (
          <Tooltip title={addTip}>
            <span>
              <IconButton
                aria-label={`افزودن «${row.title}» به سبد خرید`}
                onClick={() => onAdd(row)}
                disabled={!addable || adding}
                sx={{
                  ...ADD_BUTTON,
                  bgcolor: 'primary.main',
                  color: '#fff',
                  '&:hover': { bgcolor: 'primary.dark' },
                  '&.Mui-disabled': { bgcolor: '#efebe3', color: '#a8a294' },
                }}
              >
                {adding ? (
                  <CircularProgress size={18} color="inherit" />
                ) : (
                  <AddShoppingCartRounded fontSize="small" />
                )}
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Box>
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 5', height: 'auto' }} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="45%" />
        <Skeleton width="90%" height={28} />
        <Skeleton width="60%" height={28} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
          <Skeleton width="40%" height={30} />
          <Skeleton variant="rounded" width={44} height={44} />
        </Box>
      </Box>
    </Card>
  );
}
