import { describe, expect, it } from 'vitest';
import { parseId, readPage } from './params';

describe('URL numbers', () => {
  it('reads a page, falling back to the first', () => {
    expect(readPage('3')).toBe(3);
    expect(readPage('0')).toBe(1);
    expect(readPage('x')).toBe(1);
    expect(readPage('2.5')).toBe(1);
    expect(readPage(null)).toBe(1);
  });

  it('reads an id or nothing', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeNull();
    expect(parseId('-4')).toBeNull();
    expect(parseId('1e3')).toBeNull();
    expect(parseId('thankyou')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});
