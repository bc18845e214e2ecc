import { describe, expect, it } from 'vitest';
import { FieldValidationException } from '../http/errors';
import { parseListQuery } from './list-query';
import type { ListSpec } from './list-spec';

const spec: ListSpec = {
  resource: 'things',
  alias: 't',
  filters: {
    id: { type: 'int' },
    status: { type: 'enum', values: ['OPEN', 'PAID'] },
    owner__national_code: { type: 'string', column: 'o.national_code' },
    creation_time: { type: 'date' },
    is_active: { type: 'bool' },
  },
  search: ['t.title'],
  ordering: { id: 't.id', title: 't.title' },
  defaultOrdering: '-id',
};

const parse = (q: Record<string, unknown>) => parseListQuery(q, spec, 100);

describe('one parser for both dialects', () => {
  it('reads the page dialect with Django-style operators', () => {
    const lq = parse({ page: '3', per_page: '20', search: 'کتاب', ordering: '-title', owner__national_code: '۰۴۹۹', status__in: 'OPEN,PAID', creation_time__gte: '2026-01-01' });
    expect(lq).toMatchObject({ dialect: 'page', page: 3, perPage: 20, offset: 40, limit: 20, search: 'کتاب' });
    expect(lq.order).toEqual([{ column: 't.title', dir: 'DESC' }]);
    expect(lq.conditions).toEqual([
      { field: 'owner__national_code', op: 'eq', value: '0499' },
      { field: 'status', op: 'in', value: ['OPEN', 'PAID'] },
      { field: 'creation_time', op: 'gte', value: new Date('2026-01-01T00:00:00Z') },
    ]);
  });

  it('reads the react-admin dialect into the same query', () => {
    const lq = parse({ sort: '["title","ASC"]', range: '[20,29]', filter: '{"q":"کتاب","id":[1,2],"creation_time_gte":"2026-01-01","is_active":true}' });
    expect(lq).toMatchObject({ dialect: 'ra', offset: 20, limit: 10, page: 3, search: 'کتاب' });
    expect(lq.conditions).toEqual([
      { field: 'id', op: 'in', value: [1, 2] },
      { field: 'creation_time', op: 'gte', value: new Date('2026-01-01T00:00:00Z') },
      { field: 'is_active', op: 'eq', value: true },
    ]);
  });

  it('caps the page size and defaults the ordering', () => {
    expect(parse({ per_page: '9999' }).perPage).toBe(100);
    expect(parse({ range: '[0,9999]' }).limit).toBe(100);
    expect(parse({}).order).toEqual([{ column: 't.id', dir: 'DESC' }]);
  });

  it.each([
    [{ secret: '1' }, 'secret'],
    [{ status: 'LOST' }, 'status'],
    [{ id: 'abc' }, 'id'],
    [{ title__gte: 'a' }, 'title__gte'],
    [{ ordering: 'password' }, 'ordering'],
    [{ filter: '{"secret":1}' }, 'secret'],
    [{ range: '[5,1]' }, 'range'],
    [{ sort: '["password","ASC"]' }, 'sort'],
    [{ filter: '[1]' }, 'filter'],
  ])('refuses %j with a Persian message on %s', (q, field) => {
    try {
      parse(q);
      expect.unreachable('should have refused');
    } catch (err) {
      expect(err).toBeInstanceOf(FieldValidationException);
      expect((err as FieldValidationException).fields[field][0]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
