import { describe, expect, it } from 'vitest';
import { jsonTextTooDeep, MAX_BODY_DEPTH, valueTooDeep } from './body-depth';

const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '[1]' + '}'.repeat(levels - 1);

describe('body depth', () => {
  it('lets a body of the limit through and refuses one level more, objects and lists alike', () => {
    expect(jsonTextTooDeep(nested(MAX_BODY_DEPTH))).toBe(false);
    expect(jsonTextTooDeep(nested(MAX_BODY_DEPTH + 1))).toBe(true);
    expect(jsonTextTooDeep('['.repeat(10_000) + ']'.repeat(10_000))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ title: '['.repeat(500) + '\\"{{{' + '{'.repeat(500) });
    expect(jsonTextTooDeep(text)).toBe(false);
    expect(jsonTextTooDeep(JSON.stringify({ a: 'x\\', b: [[1]] }), 2)).toBe(true);
  });

  it('measures a parsed value the same way, without recursing', () => {
    expect(valueTooDeep(JSON.parse(nested(MAX_BODY_DEPTH)))).toBe(false);
    expect(valueTooDeep(JSON.parse(nested(MAX_BODY_DEPTH + 1)))).toBe(true);
    expect(valueTooDeep(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toBe(true);
    expect(valueTooDeep({ title: 'متن', n: 1 })).toBe(false);
  });
});
