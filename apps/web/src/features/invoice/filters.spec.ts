import { describe, expect, it } from 'vitest';
import { invoiceFilterParams, readInvoiceFilter } from './filters';

describe('invoice list query', () => {
  it('reads the filter from the URL, falling back to all', () => {
    expect(readInvoiceFilter('paid')).toBe('paid');
    expect(readInvoiceFilter('PAID')).toBe('all');
    expect(readInvoiceFilter(null)).toBe('all');
  });

  it('turns each choice into API filters', () => {
    expect(invoiceFilterParams('all')).toEqual({});
    expect(invoiceFilterParams('paying')).toEqual({ status: 'PAYING' });
    expect(invoiceFilterParams('paid')).toEqual({
      status__in: ['PAID_FULL', 'PAID_IN_INSTALMENT'],
    });
    expect(invoiceFilterParams('canceled')).toEqual({ status: 'CANCELED' });
  });
});
