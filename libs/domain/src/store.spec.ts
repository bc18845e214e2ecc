import { describe, expect, it } from 'vitest';
import { percentOff, sellablePrice } from './store';

describe('the rounding rule for money', () => {
  it('rounds what a percentage takes down to whole Rials', () => {
    expect(percentOff(99_999, 15)).toBe(14_999);
    expect(percentOff(1, 99)).toBe(0);
  });

  it('sells a priced item for at least 1 Rial unless its discount is 100%', () => {
    expect(sellablePrice(99_999, 15)).toBe(84_999);
    expect(sellablePrice(1, 1)).toBe(1);
    expect(sellablePrice(1, 99)).toBe(1);
    expect(sellablePrice(1, 100)).toBe(0);
    expect(sellablePrice(0, 0)).toBe(0);
  });
});
