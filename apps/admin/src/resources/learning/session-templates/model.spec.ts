import { describe, expect, it } from 'vitest';
import { templateListRoute, templatesPath } from './api';
import { templateRows, toTemplatePayload, validateTemplate, type TemplateRecord } from './model';

describe('session template payload', () => {
  it('sends exactly the DTO fields', () => {
    expect(
      toTemplatePayload({
        id: 3,
        unit: '4',
        unit_id: 4,
        title: ' جلسه اول ',
        syllabus: 'فصل ۱',
        description: '',
        assignment_question: 'یک بند بنویسید.',
        creation_time: '2026-11-22T04:32:06.235Z',
      }),
    ).toEqual({
      unit: 4,
      title: 'جلسه اول',
      description: null,
      syllabus: 'فصل ۱',
      contents: null,
      assignment_question: 'یک بند بنویسید.',
      assignment_answer: null,
    });
  });

  it('asks for a unit and a title', () => {
    expect(validateTemplate({ title: ' ' })).toEqual({
      unit: 'app.sessions.templates.checks.unit_required',
      title: 'ra.validation.required',
    });
    expect(validateTemplate({ unit: 4, title: 'الف' })).toEqual({});
  });

  it('reads the list of a unit', () => {
    const rows = templateRows({
      results: [
        { id: 1, unit: 4, title: 'الف' },
        { id: 2, unit: 4, title: 'ب' },
      ],
    });
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.title)).toEqual(['الف', 'ب']);
    expect(templateRows(null)).toEqual([]);
    expect(templateRows([{ id: 1 } as TemplateRecord])).toHaveLength(1);
  });

  it('builds its paths', () => {
    expect(templatesPath(4)).toBe('lma/session_templates?unit=4');
    expect(templatesPath(null)).toBe('lma/session_templates');
    expect(templateListRoute(4)).toBe('/session-templates?unit=4');
  });
});
