import { useMemo } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { faDigits } from '../shared/text';
import { useUnitTitle } from '../shared/UnitPage';
import { examScope, TEST_SETS_RESOURCE } from './model';

/**
 * The bank a question or set screen is in: the unit of the route (/units/:unitId/...) or, without
 * one, the events' (/events/test_set/...). `title` reads that bank's messages with its unit's title.
 */
export function useExamScope() {
  const { unitId } = useParams();
  const scope = useMemo(() => examScope(unitId), [unitId]);
  const unit = useUnitTitle(scope.unitId ?? undefined);
  const translate = useTranslate();
  const title = (part: 'questions' | 'sets', key: string, options: Record<string, unknown> = {}) => translate(`${scope.texts}.${part}.${key}`, { unit, ...options });
  return { scope, title };
}

/** A test set's title (Persian digits), for the screens under it. */
export function useSetTitle(setId: string | undefined): string {
  const { data } = useGetOne(TEST_SETS_RESOURCE, { id: setId ?? '' }, { enabled: Boolean(setId) });
  return faDigits(typeof data?.title === 'string' ? data.title : '');
}
