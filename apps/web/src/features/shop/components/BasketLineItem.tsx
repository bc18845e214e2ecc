import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRial, toPersianDigits } from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import { toast } from '../../notify/toast';
import type { BasketLine } from '../api';
import { maxOrderCount, sellableTypeLabel, stockState } from '../model';
import { shopPaths } from '../paths';
import { CountStepper } from './CountStepper';
import { ProductCover } from './ProductCover';

type Run = (
  action:
    | { type: 'increment'; line: BasketLine }
    | { type: 'decrement'; line: BasketLine }
    | { type: 'remove'; line: BasketLine },
  onDone?: () => void,
) => void;

/**
 * One line of the cart: cover, title and kind, unit price (struck list price when discounted),
 * the count within stock and the ceiling, the line's total. Read-only when `run` is absent
 * (review step, orders).
 */
export function BasketLineItem({
  line,
  run,
  busy = false,
}: {
  line: BasketLine;
  run?: Run;
  busy?: boolean;
}) {
  const { row } = line;
  const max = Math.max(line.count, maxOrderCount(row, line.kind));
  const stock = stockState(row);
  const discounted = line.sellablePrice < line.unitPrice;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '64px minmax(0, 1fr)', sm: '76px minmax(0, 1fr) auto' },
        gap: { xs: 1.5, sm: 2 },
        alignItems: 'center',
        py: 2,
        '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
      }}
    >
      <Box
        component={RouterLink}
        to={shopPaths.sellable(line.kind, line.id)}
        tabIndex={-1}
        aria-hidden
        sx={{ alignSelf: 'start' }}
      >
        <ProductCover row={row} size="thumb" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component={RouterLink}
          to={shopPaths.sellable(line.kind, line.id)}
          sx={{
            fontWeight: 700,
            color: 'text.primary',
            textDecoration: 'none',
            lineHeight: 1.7,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            '&:hover': { color: 'primary.main' },
          }}
        >
          {toPersianDigits(row.title)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.82rem', mt: 0.25 }}>
          {sellableTypeLabel(row)}
          {row.is_physical ? ' · ارسال پستی' : ' · دسترسی آنلاین'}
        </Typography>
        {run && (stock.tone === 'low' || stock.tone === 'out') && (
          <Typography
            sx={{
              color: stock.tone === 'out' ? 'error.main' : '#9a5b00',
              fontSize: '0.8rem',
              fontWeight: 700,
              mt: 0.25,
            }}
          >
            {stock.label}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
          {discounted && (
            <Box component="del" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
              {formatRial(line.unitPrice, false)}
            </Box>
          )}
          <Typography component="span" sx={{ fontSize: '0.88rem', fontWeight: 600 }}>
            {formatRial(line.sellablePrice)}
            {line.count > 1 && (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {' '}
                × {toPersianDigits(line.count)}
              </Box>
            )}
          </Typography>
        </Box>
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexDirection: { sm: 'column' },
          alignSelf: 'center',
        }}
      >
        {run ? (
          <CountStepper
            size="small"
            value={line.count}
            max={max}
            busy={busy}
            label={`تعداد ${row.title}`}
            onIncrement={() => run({ type: 'increment', line })}
            onDecrement={() => run({ type: 'decrement', line })}
            onRemove={() =>
              run({ type: 'remove', line }, () => toast.info(`«${row.title}» از سبد خرید حذف شد.`))
            }
          />
        ) : (
          <Typography sx={{ color: 'text.secondary', fontSize: '0.88rem' }}>
            {toPersianDigits(line.count)} عدد
          </Typography>
        )}
        <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
          {formatRial(line.sellablePrice * line.count)}
        </Typography>
      </Box>
    </Box>
  );
}
