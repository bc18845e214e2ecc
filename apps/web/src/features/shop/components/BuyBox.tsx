import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@daneshsara/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { toast } from '../../notify/toast';
import { useBasket, useBasketActions } from '../api';
import { canAddToBasket, isOutOfStock, kindOf, maxOrderCount, type SellableRow } from '../model';
import { shopPaths } from '../paths';
import { CountStepper } from './CountStepper';

/** Why «افزودن به سبد خرید» is off, in the buyer's words. */
function refusal(row: SellableRow): string | null {
  if (row.is_purchased && !row.is_physical) return 'این محصول را قبلا خریده‌اید';
  if (isOutOfStock(row)) return 'ناموجود';
  if (!canAddToBasket(row)) return 'فعلا قابل خرید نیست';
  return null;
}

/**
 * The buying controls of a product or package page: a count within stock and the ceiling, then
 * «افزودن به سبد خرید»; once in the basket, the same stepper changes the basket itself.
 */
export function BuyBox({ row, compact = false }: { row: SellableRow; compact?: boolean }) {
  const kind = kindOf(row);
  const basket = useBasket();
  const { run, pending } = useBasketActions();
  const [count, setCount] = useState(1);
  const line = basket.lines.find((l) => l.kind === kind && l.id === row.id);
  const max = maxOrderCount(row, kind);
  const reason = refusal(row);
  const busy =
    !!pending && ('line' in pending ? pending.line.id === row.id : pending.row.id === row.id);

  if (reason && !line) {
    return (
      <Button variant="contained" size="large" disabled fullWidth={compact} sx={{ minHeight: 52 }}>
        {reason}
      </Button>
    );
  }

  if (line) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <CountStepper
          value={line.count}
          max={Math.max(line.count, maxOrderCount(line.row, kind))}
          busy={busy}
          label={`تعداد ${row.title} در سبد خرید`}
          onIncrement={() => run({ type: 'increment', line })}
          onDecrement={() => run({ type: 'decrement', line })}
          onRemove={() =>
            run({ type: 'remove', line }, () => toast.info(`«${row.title}» از سبد خرید حذف شد.`))
          }
        />
        {!compact && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'success.dark' }}>
            <CheckCircleRounded fontSize="small" />
            <Typography sx={{ fontWeight: 700, fontSize: '0.92rem' }}>در سبد خرید شما</Typography>
          </Box>
        )}
        <Button
          component={RouterLink}
          to={shopPaths.cart}
          variant="outlined"
          startIcon={<ShoppingBagOutlined />}
          sx={{ minHeight: 48, flex: compact ? 1 : undefined }}
        >
          {compact ? 'سبد خرید' : 'مشاهده سبد خرید'}
        </Button>
      </Box>
    );
  }

  const adding = busy && pending?.type === 'put';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {max > 1 && !compact && (
        <CountStepper
          value={count}
          max={max}
          label={`تعداد ${row.title}`}
          onIncrement={() => setCount((c) => Math.min(max, c + 1))}
          onDecrement={() => setCount((c) => Math.max(1, c - 1))}
        />
      )}
      <Button
        variant="contained"
        size="large"
        disabled={adding}
        aria-busy={adding}
        onClick={() =>
          run({ type: 'put', kind, row, count }, () =>
            toast.success(
              count > 1
                ? `${toPersianDigits(count)} عدد «${row.title}» به سبد خرید افزوده شد.`
                : `«${row.title}» به سبد خرید افزوده شد.`,
            ),
          )
        }
        startIcon={
          adding ? <CircularProgress size={18} color="inherit" /> : <AddShoppingCartRounded />
        }
        sx={{
          minHeight: 48,
          flex: 1,
          maxWidth: compact ? undefined : 320,
          fontWeight: 800,
          fontSize: '1rem',
        }}
      >
        افزودن به سبد خرید
      </Button>
    </Box>
  );
}
