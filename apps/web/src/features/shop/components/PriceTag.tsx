import Box from '@mui/material/Box';
import { formatRial, toPersianDigits } from '@daneshsara/domain';
import { discountPercent, hasDiscount, type SellableRow } from '../model';

type Size = 'small' | 'medium' | 'large';

const PRICE_SIZE: Record<Size, object> = {
  small: { fontSize: { xs: '0.92rem', sm: '1rem' } },
  medium: { fontSize: '1.1rem' },
  large: { fontSize: { xs: '1.5rem', md: '1.8rem' } },
};

/**
 * What a thing costs: the price to pay (`sellable_price`), and above it, when a discount applies,
 * the list price struck through beside the discount (ENDPOINTS.md 4.6).
 */
export function PriceTag({
  row,
  size = 'small',
  showPercent = true,
}: {
  row: Pick<SellableRow, 'unit_price' | 'sellable_price' | 'discount_percent'>;
  size?: Size;
  showPercent?: boolean;
}) {
  const discounted = hasDiscount(row);
  const free = row.sellable_price === 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          minHeight: size === 'large' ? 24 : 20,
          visibility: discounted ? 'visible' : 'hidden',
        }}
        aria-hidden={!discounted}
      >
        {discounted && (
          <>
            <Box
              component="del"
              aria-label={`قیمت پیش از تخفیف ${formatRial(row.unit_price)}`}
              sx={{
                color: 'text.secondary',
                fontSize: size === 'large' ? '1rem' : '0.8rem',
                textDecorationColor: 'rgba(91,103,107,0.7)',
                whiteSpace: 'nowrap',
              }}
            >
              {formatRial(row.unit_price, false)}
            </Box>
            {showPercent && (
              <Box
                component="span"
                sx={{
                  bgcolor: '#c0392b',
                  color: '#fff',
                  borderRadius: 99,
                  px: 0.9,
                  lineHeight: 1.7,
                  fontSize: size === 'large' ? '0.85rem' : '0.72rem',
                  fontWeight: 700,
                }}
              >
                {toPersianDigits(discountPercent(row))}٪
              </Box>
            )}
          </>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          gap: 0.5,
          fontWeight: 800,
          whiteSpace: 'nowrap',
          color: 'text.primary',
          ...PRICE_SIZE[size],
        }}
      >
        {free ? (
          <Box component="span" sx={{ color: 'success.dark' }}>
            رایگان
          </Box>
        ) : (
          <>
            <bdi>{formatRial(row.sellable_price, false)}</bdi>
            <Box
              component="span"
              sx={{ fontSize: '0.72em', fontWeight: 500, color: 'text.secondary' }}
            >
              ریال
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
