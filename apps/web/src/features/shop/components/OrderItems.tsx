import Box from '@mui/material/Box';
import type { BasketRow } from '@daneshsara/domain';
import { orderLines } from '../api';
import { BasketLineItem } from './BasketLineItem';

/** An order's lines, read-only, at the prices frozen when it was placed. */
export function OrderItems({ order }: { order: BasketRow }) {
  return (
    <Box component="ul" aria-label="کالاهای سفارش" sx={{ listStyle: 'none', m: 0, p: 0, mt: -2 }}>
      {orderLines(order).map((line) => (
        <BasketLineItem key={line.key} line={line} />
      ))}
    </Box>
  );
}
