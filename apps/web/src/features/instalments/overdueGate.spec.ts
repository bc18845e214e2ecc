import { describe, expect, it } from 'vitest';
import { decideOverdueGate, decideOverdueReturn, isOverdueGatedPath } from './overdueGate';

describe('overdue gate', () => {
  it('closes the classroom, event, session and test pages', () => {
    for (const path of [
      '/panel/profile/classroom/12',
      '/panel/profile/classroom/12/project/3',
      '/panel/profile/event/4',
      '/panel/profile/session/9',
      '/panel/profile/test/1/answer_book/2/show',
      '/panel/profile/all-classrooms',
      '/panel/profile/all-events',
      '/panel/profile/all-discussion-circles-classrooms',
    ]) {
      expect(isOverdueGatedPath(path), path).toBe(true);
    }
  });

  it('leaves money, profile and other pages open', () => {
    for (const path of [
      '/panel/profile/user-info',
      '/panel/profile/overdue-instalments',
      '/panel/wallet',
      '/panel/invoice/3',
      '/panel/profile/classrooms-archive',
      '/all-classrooms',
    ]) {
      expect(isOverdueGatedPath(path), path).toBe(false);
    }
  });

  it('sends a learner with an overdue instalment to the list and remembers the way', () => {
    expect(
      decideOverdueGate({
        pathname: '/panel/profile/classroom/12',
        search: '?tab=sessions',
        hasOverdueInstalment: true,
      }),
    ).toEqual({
      action: 'redirect',
      to: '/panel/profile/overdue-instalments',
      remember: '/panel/profile/classroom/12?tab=sessions',
    });
  });

  it('lets everyone else pass', () => {
    expect(
      decideOverdueGate({ pathname: '/panel/profile/classroom/12', hasOverdueInstalment: false }),
    ).toEqual({ action: 'pass' });
    expect(
      decideOverdueGate({ pathname: '/panel/profile/classroom/12', hasOverdueInstalment: null }),
    ).toEqual({ action: 'pass' });
    expect(decideOverdueGate({ pathname: '/panel/wallet', hasOverdueInstalment: true })).toEqual({
      action: 'pass',
    });
  });
});

describe('coming back from the overdue list', () => {
  it('returns to the remembered route once the list is empty', () => {
    expect(
      decideOverdueReturn({ overdueCount: 0, remembered: '/panel/profile/classroom/12?tab=1' }),
    ).toBe('/panel/profile/classroom/12?tab=1');
  });

  it('stays while something is overdue or the list has not loaded', () => {
    expect(
      decideOverdueReturn({ overdueCount: 2, remembered: '/panel/profile/classroom/12' }),
    ).toBeNull();
    expect(
      decideOverdueReturn({ overdueCount: undefined, remembered: '/panel/profile/classroom/12' }),
    ).toBeNull();
  });

  it('goes nowhere without a safe, gated route to return to', () => {
    expect(decideOverdueReturn({ overdueCount: 0, remembered: null })).toBeNull();
    expect(decideOverdueReturn({ overdueCount: 0, remembered: '//evil.example/x' })).toBeNull();
    expect(decideOverdueReturn({ overdueCount: 0, remembered: '/panel/wallet' })).toBeNull();
  });
});
