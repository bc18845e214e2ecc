import { describe, expect, it } from 'vitest';
import { orderFilterParams, orderItemsSummary, readOrderFilter } from './orderFilters';
import { itemRow, productRow } from './testRows';

describe('the orders status filter', () => {
  it('reads the URL and asks the API for the status', () => {
    expect(readOrderFilter(null)).toBe('all');
    expect(readOrderFilter('nonsense')).toBe('all');
    expect(orderFilterParams(readOrderFilter('waiting'))).toEqual({ status: 'CLOSED' });
    expect(orderFilterParams(readOrderFilter('sent'))).toEqual({ status: 'SENT' });
    expect(orderFilterParams('all')).toEqual({});
  });

  it('names an order by its first item', () => {
    expect(orderItemsSummary({ items_info: [] })).toBe('—');
    expect(orderItemsSummary({ items_info: [itemRow()] })).toBe('آموزش کلام جدید');
    expect(
      orderItemsSummary({
        items_info: [itemRow(), itemRow({ product_info: productRow({ id: 2 }) }), itemRow()],
      }),
    ).toBe('آموزش کلام جدید و ۲ کالای دیگر');
  });
});
