import { describe, expect, it } from 'vitest';
import { isProtectedPath } from '../../config/paths';
import { isSafeRedirect } from './redirect';

describe('post-login redirect', () => {
  it('only returns to paths of this site', () => {
    expect(isSafeRedirect('/panel/wallet?tab=2')).toBe(true);
    expect(isSafeRedirect('//evil.example/panel')).toBe(false);
    expect(isSafeRedirect('/\\evil.example')).toBe(false);
    expect(isSafeRedirect('https://evil.example')).toBe(false);
    expect(isSafeRedirect(null)).toBe(false);
  });

  it('treats only the panel as protected (SPEC section 4)', () => {
    expect(isProtectedPath('/panel')).toBe(true);
    expect(isProtectedPath('/panel/profile/user-info')).toBe(true);
    expect(isProtectedPath('/panelist')).toBe(false);
    expect(isProtectedPath('/all-classrooms')).toBe(false);
    expect(isProtectedPath('/login')).toBe(false);
  });
});
