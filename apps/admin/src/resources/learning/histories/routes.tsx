import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import MuiButton from '@mui/material/Button';
import { lazy, type ReactElement } from 'react';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { unitHistoriesRoute } from './model';

// The pages load on first visit (the console's first load stays small).
const pages = () => import('./HistoryPages');
const HistoriesPage = lazy(() => pages().then((m) => ({ default: m.HistoriesPage })));
const HistoryCreatePage = lazy(() => pages().then((m) => ({ default: m.HistoryCreatePage })));
const HistoryPage = lazy(() => pages().then((m) => ({ default: m.HistoryPage })));

/**
 * SPEC «Admin»: units/{unit_id}/transcript_sheet_history (the unit's past marks), …/create and
 * …/{id}, for `<CustomRoutes>` inside `<Admin>` (with the layout).
 */
export const historyRoutes: { path: string; element: ReactElement }[] = [
  { path: '/units/:unitId/transcript_sheet_history', element: <HistoriesPage /> },
  { path: '/units/:unitId/transcript_sheet_history/create', element: <HistoryCreatePage /> },
  { path: '/units/:unitId/transcript_sheet_history/:id', element: <HistoryPage /> },
];

/** «سوابق نمره»: a link from a unit's page (its toolbar) to its past marks' page. */
export function UnitHistoriesButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.id) return null;
  return (
    <MuiButton
      component={Link}
      to={unitHistoriesRoute(record.id)}
      size="small"
      startIcon={<HistoryEduOutlinedIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('app.lma_histories.open')}
    </MuiButton>
  );
}
