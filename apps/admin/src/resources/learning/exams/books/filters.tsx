import { WAITING_FOR_GRADING } from '@daneshsara/domain';
import type { ReactElement } from 'react';
import { SelectInput } from 'react-admin';
import { DigitsInput } from '../../../../inputs/listFilters';
import { useCan } from '../../../useCan';
import { registrationStatusChoices } from '../../choices';
import { useOnePage } from '../../projects/kit/onePage';
import { faDigits } from '../../shared/text';
import type { StaffRow } from '../../staffing/model';
import { bookStatusChoices } from './model';

/** «در انتظار تصحیح (بی‌مصحح)»: the graders' WAITING_FOR_GRADING, then every status. */
export const waitingAndStatusChoices = [
  { id: WAITING_FOR_GRADING, name: 'app.exams.books.waiting_for_grading' },
  ...bookStatusChoices,
];

/**
 * The answer-book list's filters (ENDPOINTS 1.2 spellings): status and national code always shown;
 * the grader (the classroom's graders), the learner's registration status and the team behind the
 * filter button. Without a classroom (every test's books) the grader and team are left out.
 */
export function useBookFilters(classroomId?: number | string): ReactElement[] {
  const manage = useCan('lma.manage');
  const scoped = Boolean(classroomId) && manage;
  const graders = useOnePage<StaffRow>(
    'lma/classroom_graders/graders_with_last_passed_unit',
    { classroom: classroomId },
    { enabled: scoped },
  );
  const teams = useOnePage<{ id: number; title: string }>(
    'lma/teams',
    { classroom: classroomId },
    { enabled: scoped },
  );
  const filters = [
    <SelectInput
      key="status"
      source="status"
      choices={waitingAndStatusChoices}
      alwaysOn
      emptyText="app.exams.books.any_status"
    />,
    <DigitsInput key="code" source="owner__national_code" alwaysOn />,
    <SelectInput
      key="registration__status"
      source="registration__status"
      choices={registrationStatusChoices}
    />,
  ];
  if (!scoped) return filters;
  const graderChoices = (graders.data ?? []).flatMap((g) =>
    g.grader ? [{ id: g.grader, name: faDigits(g.grader_info?.full_name ?? '') }] : [],
  );
  const teamChoices = (teams.data ?? []).map((t) => ({ id: t.id, name: faDigits(t.title) }));
  return [
    ...filters,
    <SelectInput key="grader" source="grader" choices={graderChoices} translateChoice={false} />,
    <SelectInput
      key="team"
      source="registration__teams__id"
      choices={teamChoices}
      translateChoice={false}
    />,
  ];
}
