import { describe, expect, it } from 'vitest';
import { listFilters } from './listFilters';

const bar = (filters: ReturnType<typeof listFilters>) =>
  filters.map((f) => {
    const props = f.props as { source: string; alwaysOn?: boolean };
    return `${props.source}${props.alwaysOn ? '' : ' (behind the button)'}`;
  });

const statuses = [{ id: 'PAID', name: 'paid' }];

describe('listFilters: one filter bar for the console lists', () => {
  it('puts search, choices and the date pair in the bar, the owner behind the filter button', () => {
    expect(
      bar(
        listFilters({
          choices: [{ source: 'status', choices: statuses }],
          dateRange: 'creation_time',
          person: { prefix: 'owner__' },
        }),
      ),
    ).toEqual([
      'q',
      'status',
      'creation_time_gte',
      'creation_time_lt',
      'owner__national_code (behind the button)',
      'owner__mobile_number (behind the button)',
      'owner__firstname (behind the button)',
      'owner__lastname (behind the button)',
    ]);
  });

  it('offers only the person fields asked for, in the bar when always shown (tickets)', () => {
    expect(
      bar(
        listFilters({
          dateRange: 'order_time',
          person: { prefix: 'owner__', fields: ['national_code'], alwaysOn: true },
        }),
      ),
    ).toEqual(['q', 'order_time_gte', 'order_time_lt', 'owner__national_code']);
  });

  it('hides a choice behind the button and leaves the search out when asked', () => {
    expect(
      bar(
        listFilters({
          search: false,
          choices: [{ source: 'state', choices: statuses, hidden: true }],
        }),
      ),
    ).toEqual(['state (behind the button)']);
  });
});
