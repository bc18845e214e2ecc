import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

const Tab = lazy(() => import('./SessionsTab').then((m) => ({ default: m.SessionsTab })));

/**
 * «جلسات» for a classroom page's TabbedShowLayout; its code loads when the tab is first opened
 * (a skeleton meanwhile), so the console's first load stays small.
 */
export function SessionsTab(props: { label?: false }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
      <Tab {...props} />
    </Suspense>
  );
}
