import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { lazy, type ReactElement } from 'react';
import { useRecordContext } from 'react-admin';
import { LinkButton } from '../sessions/LinkButton';
import { questionsRoute, testSetsRoute } from './model';

// The pages load on first visit (the console's first load stays small).
const questions = () => import('./QuestionScreens');
const sets = () => import('./TestSetScreens');
const QuestionsPage = lazy(() => questions().then((m) => ({ default: m.QuestionsPage })));
const QuestionCreatePage = lazy(() => questions().then((m) => ({ default: m.QuestionCreatePage })));
const QuestionEditPage = lazy(() => questions().then((m) => ({ default: m.QuestionEditPage })));
const TestSetsPage = lazy(() => sets().then((m) => ({ default: m.TestSetsPage })));
const TestSetCreatePage = lazy(() => sets().then((m) => ({ default: m.TestSetCreatePage })));
const TestSetEditPage = lazy(() => sets().then((m) => ({ default: m.TestSetEditPage })));

/** SPEC «Admin»: units/{unit_id}/questions (+ /create, /{id}) and units/{unit_id}/test_set (+ /create, /{id}). */
export const examRoutes: { path: string; element: ReactElement }[] = [
  { path: '/units/:unitId/questions', element: <QuestionsPage /> },
  { path: '/units/:unitId/questions/create', element: <QuestionCreatePage /> },
  { path: '/units/:unitId/questions/:id', element: <QuestionEditPage /> },
  { path: '/units/:unitId/test_set', element: <TestSetsPage /> },
  { path: '/units/:unitId/test_set/create', element: <TestSetCreatePage /> },
  { path: '/units/:unitId/test_set/:id', element: <TestSetEditPage /> },
];

/** «بانک سوال» and «مجموعه‌های آزمون» on a unit's page (its toolbar). */
export function UnitExamButtons() {
  const record = useRecordContext();
  if (!record?.id) return null;
  return (
    <>
      <LinkButton label="app.exams.questions.open" icon={<QuizOutlinedIcon />} to={questionsRoute(record.id)} />
      <LinkButton label="app.exams.sets.open" icon={<AssignmentOutlinedIcon />} to={testSetsRoute(record.id)} />
    </>
  );
}
