import { describe, expect, it } from 'vitest';
import { isLinkActive } from './navLinks';

describe('main menu highlighting', () => {
  it('tells دوره‌ها from حلقه‌های مباحثه although both live on /all-classrooms', () => {
    const circles = { pathname: '/all-classrooms', search: '?type=DiscussionCircles&page=2' };
    expect(isLinkActive('/all-classrooms?type=DiscussionCircles', circles)).toBe(true);
    expect(isLinkActive('/all-classrooms', circles)).toBe(false);
    expect(
      isLinkActive('/all-classrooms', { pathname: '/all-classrooms', search: '?page=2' }),
    ).toBe(true);
  });

  it('keeps a section lit on its inner pages', () => {
    expect(isLinkActive('/post', { pathname: '/post/12', search: '' })).toBe(true);
    expect(isLinkActive('/shop', { pathname: '/shopping', search: '' })).toBe(false);
  });

  it('lights نیکوکاری on the donation-category pages too', () => {
    expect(
      isLinkActive('/donation', { pathname: '/donation-category/3/donation/7', search: '' }),
    ).toBe(true);
    expect(isLinkActive('/donation', { pathname: '/donation-categoryx', search: '' })).toBe(false);
  });
});
