import { describe, expect, it } from 'vitest';
import { finalPricePreview, inventoryDisplay } from './price';

describe('final price preview', () => {
  it('takes the discount off and rounds down, as the API does', () => {
    expect(finalPricePreview(1_000_000, 15)).toBe(850_000);
    expect(finalPricePreview(999, 15)).toBe(849); // 849.15
    expect(finalPricePreview(960_000, 15)).toBe(816_000);
    expect(finalPricePreview(333, 33)).toBe(223); // 223.11
    expect(finalPricePreview(1_000_000, 100)).toBe(0);
    expect(finalPricePreview(0, 50)).toBe(0);
  });

  it('reads no discount as 0 and digits typed in Persian', () => {
    expect(finalPricePreview(500_000, null)).toBe(500_000);
    expect(finalPricePreview(500_000, '')).toBe(500_000);
    expect(finalPricePreview(500_000, undefined)).toBe(500_000);
    expect(finalPricePreview(500_000, '۲۰')).toBe(400_000);
    expect(finalPricePreview('۱۰۰۰', '10')).toBe(900);
  });

  it('shows nothing while the price or the percent is not valid', () => {
    expect(finalPricePreview(null, 10)).toBeNull();
    expect(finalPricePreview(undefined, 10)).toBeNull();
    expect(finalPricePreview(-1, 10)).toBeNull();
    expect(finalPricePreview(10.5, 10)).toBeNull();
    expect(finalPricePreview(1000, 101)).toBeNull();
    expect(finalPricePreview(1000, -5)).toBeNull();
    expect(finalPricePreview(1000, 12.5)).toBeNull();
    expect(finalPricePreview(1000, 'abc')).toBeNull();
  });
});

describe('inventory display', () => {
  it('reads -1 as unlimited and 0 as out of stock', () => {
    expect(inventoryDisplay(-1)).toEqual({ kind: 'unlimited' });
    expect(inventoryDisplay(0)).toEqual({ kind: 'out' });
    expect(inventoryDisplay(12)).toEqual({ kind: 'count', count: 12 });
    expect(inventoryDisplay('۳')).toEqual({ kind: 'count', count: 3 });
  });

  it('says nothing for a missing value', () => {
    expect(inventoryDisplay(null)).toEqual({ kind: 'unknown' });
    expect(inventoryDisplay(undefined)).toEqual({ kind: 'unknown' });
    expect(inventoryDisplay('x')).toEqual({ kind: 'unknown' });
  });
});
