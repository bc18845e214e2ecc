import FolderSharedOutlinedIcon from '@mui/icons-material/FolderSharedOutlined';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ReactElement } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useCan } from '../../useCan';
import { CLASSROOM_RESOURCE_NAMES } from '../sessions/api';
import { LinkButton } from '../sessions/LinkButton';
import { classroomLearnerRoute, classroomResourceOfType } from './model';

interface MemberLike {
  id: number;
  owner?: number;
  classroom?: number;
  owner_info?: { full_name?: string | null } | null;
  classroom_info?: { unit_info?: { category_info?: { type?: string } | null } | null } | null;
}

// The pages load on first visit (the console's first load stays small).
const page = () => import('./LearnerRecordPage');
const LearnerRecordPage = lazy(() => page().then((m) => ({ default: m.LearnerRecordPage })));
const Tab = lazy(() =>
  import('./UserClassroomsTab').then((m) => ({ default: m.UserClassroomsTab })),
);

/** «کلاس‌ها» on the user page; its code loads when the tab is first opened. */
export function UserClassroomsTab(props: { label?: false }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
      <Tab {...props} />
    </Suspense>
  );
}

/** Whether the viewer may read learners' registrations (the tab is left out otherwise). */
export function useCanSeeLearnerRecords(): boolean {
  return useCan('lma.manage');
}

/**
 * SPEC «Admin»: users/{id}/classroom/{classroom_id}, and under each classroom screen (courses,
 * events, circles) {classroom_id}/user/{user_id} and {classroom_id}/project/{project_id}/user/
 * {user_id}: for `<CustomRoutes>` inside `<Admin>` (with the layout).
 */
export const learnerRecordRoutes: { path: string; element: ReactElement }[] = [
  {
    path: '/users/:userId/classroom/:classroomId',
    element: <LearnerRecordPage origin={{ from: 'user' }} />,
  },
  ...CLASSROOM_RESOURCE_NAMES.flatMap((resource) => [
    {
      path: `/${resource}/:classroomId/user/:userId`,
      element: <LearnerRecordPage origin={{ from: 'classroom', resource }} />,
    },
    {
      path: `/${resource}/:classroomId/project/:projectId/user/:userId`,
      element: <LearnerRecordPage origin={{ from: 'classroom', resource }} />,
    },
  ]),
];

/** «پرونده» on a member's row: that learner's record in this classroom (its own screen kind). */
export function MemberRecordButton() {
  const row = useRecordContext<MemberLike>();
  const translate = useTranslate();
  if (!row?.owner || !row.classroom) return null;
  const screen = classroomResourceOfType(row.classroom_info?.unit_info?.category_info?.type);
  return (
    <LinkButton
      label="app.lma_record.open"
      icon={<FolderSharedOutlinedIcon />}
      to={classroomLearnerRoute(screen, row.classroom, row.owner)}
      ariaLabel={translate('app.lma_record.open_aria', { name: row.owner_info?.full_name ?? '' })}
    />
  );
}
