import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../../providers/dataProvider';
import { REGISTRATIONS_RESOURCE } from '../api';
import { learnerRecordPath, type LearnerRecord } from './model';

/**
 * GET lma/classrooms/{id}/get_classroom_and_corresponding_registration/{owner}. The key starts
 * with the registrations resource, so react-admin's refresh (after an action) reloads it.
 */
export function useLearnerRecord(classroomId: string | undefined, userId: string | undefined) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: [REGISTRATIONS_RESOURCE, 'record', classroomId ?? '', userId ?? ''],
    queryFn: () =>
      dataProvider.action<LearnerRecord>(learnerRecordPath(classroomId ?? '', userId ?? ''), 'GET'),
    enabled: Boolean(classroomId && userId),
  });
}
