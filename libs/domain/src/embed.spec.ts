import { describe, expect, it } from 'vitest';
import { foreignEmbedSrc } from './embed';

describe('an embed is drawn only from a foreign https address', () => {
  const site = ['daneshsara.ir'];
  it('keeps a video host', () => {
    expect(foreignEmbedSrc(' https://www.aparat.com/video/x ', site)).toBe(
      'https://www.aparat.com/video/x',
    );
    expect(foreignEmbedSrc('https://user@www.aparat.com:443/v?a=1', site)).toBe(
      'https://user@www.aparat.com:443/v?a=1',
    );
  });
  it('refuses this site, its subdomains and parents, relative, plain http and script addresses', () => {
    for (const src of [
      'https://daneshsara.ir/admin',
      'https://cdn.daneshsara.ir/x',
      'https://DaneshSara.IR./x',
      '/post/1',
      '//evil.ir/x',
      'http://www.aparat.com/x',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://www.aparat.com@daneshsara.ir/x',
      'https://daneshsara%2Eir/x',
      'https:\\\\daneshsara.ir\\x',
      'https://daneshsara.ir\\@www.aparat.com/',
      'https://[::1]/x',
      '',
      null,
    ]) {
      expect(foreignEmbedSrc(src, site), String(src)).toBeNull();
    }
    expect(foreignEmbedSrc('https://ir/x', ['www.daneshsara.ir', 'daneshsara.ir'])).toBeNull();
  });
});
