import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** One emotion cache that flips every style to right-to-left. */
export function createRtlCache(): EmotionCache {
  return createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
}
