import { describe, expect, it } from 'vitest';
import { ticketCategoryTypeOf } from './support';

describe('ticketCategoryTypeOf (SPEC section 6)', () => {
  it('sends classrooms and circles to education, invoices to finance, contents to content', () => {
    expect(ticketCategoryTypeOf('TRAINING_CLASSROOM')).toBe('EDUCATIONAL');
    expect(ticketCategoryTypeOf('DISCUSSION_CIRCLE_CLASSROOM')).toBe('EDUCATIONAL');
    expect(ticketCategoryTypeOf('INVOICE')).toBe('FINANCIAL');
    expect(ticketCategoryTypeOf('CONTENT')).toBe('CONTENT');
  });

  it('sends events, general questions and anything unknown to the general department', () => {
    for (const source of ['EVENT', 'GENERAL', null, undefined, 'SHOP']) {
      expect(ticketCategoryTypeOf(source)).toBe('GENERAL');
    }
  });
});
