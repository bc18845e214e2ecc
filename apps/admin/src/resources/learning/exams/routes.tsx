import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import Box from '@mui/material/Box';
import { lazy, Suspense, type ReactElement } from 'react';
import { useRecordContext } from 'react-admin';
import { CLASSROOM_RESOURCE_NAMES } from '../sessions/api';
import { LinkButton } from '../sessions/LinkButton';
import { LoadingRows } from '../shared/ui';
import { EVENT_QUESTIONS_ROUTE, EVENT_SETS_ROUTE, questionsRoute, testSetsRoute } from './model';

// The pages load on first visit (the console's first load stays small).
const questions = () => import('./QuestionScreens');
const sets = () => import('./TestSetScreens');
const QuestionsPage = lazy(() => questions().then((m) => ({ default: m.QuestionsPage })));
const QuestionCreatePage = lazy(() => questions().then((m) => ({ default: m.QuestionCreatePage })));
const QuestionEditPage = lazy(() => questions().then((m) => ({ default: m.QuestionEditPage })));
const TestSetsPage = lazy(() => sets().then((m) => ({ default: m.TestSetsPage })));
const TestSetCreatePage = lazy(() => sets().then((m) => ({ default: m.TestSetCreatePage })));
const TestSetEditPage = lazy(() => sets().then((m) => ({ default: m.TestSetEditPage })));
const tests = () => import('./tests/TestScreens');
const TestSetPickPage = lazy(() => tests().then((m) => ({ default: m.TestSetPickPage })));
const TestCreatePage = lazy(() => tests().then((m) => ({ default: m.TestCreatePage })));
const TestPage = lazy(() => tests().then((m) => ({ default: m.TestPage })));
const books = () => import('./books/BookScreens');
const AnswerBooksPage = lazy(() => books().then((m) => ({ default: m.AnswerBooksPage })));
const ShowGradesPage = lazy(() => import('./books/GradesPage').then((m) => ({ default: m.ShowGradesPage })));
const LazyTestsTab = lazy(() => import('./tests/TestsTab').then((m) => ({ default: m.TestsTab })));

/** SPEC «Admin»: units/{unit_id}/questions (+ /create, /{id}) and units/{unit_id}/test_set (+ /create, /{id}). */
export const examRoutes: { path: string; element: ReactElement }[] = [
  { path: '/units/:unitId/questions', element: <QuestionsPage /> },
  { path: '/units/:unitId/questions/create', element: <QuestionCreatePage /> },
  { path: '/units/:unitId/questions/:id', element: <QuestionEditPage /> },
  { path: '/units/:unitId/test_set', element: <TestSetsPage /> },
  { path: '/units/:unitId/test_set/create', element: <TestSetCreatePage /> },
  { path: '/units/:unitId/test_set/:id', element: <TestSetEditPage /> },
  // SPEC «Admin»: {classroom_id}/unit/{unit_id}/test_set, {classroom_id}/test_set/{test_set_id}/test/create and /test/{id},
  // {classroom_id}/test/{test_id}/answer_books and .../{answer_book_id}/show_grades; the events mirror them.
  // SPEC «Admin», events: test_set, test_set/create, test_set/{test_set_id}, test_set/{test_set_id}/questions,
  // test_set/questions/create, test_set/questions/{question_id}; test_set/questions is the events' bank itself.
  { path: EVENT_SETS_ROUTE, element: <TestSetsPage /> },
  { path: `${EVENT_SETS_ROUTE}/create`, element: <TestSetCreatePage /> },
  { path: `${EVENT_SETS_ROUTE}/:testSetId`, element: <TestSetEditPage /> },
  { path: `${EVENT_SETS_ROUTE}/:testSetId/questions`, element: <QuestionsPage /> },
  { path: EVENT_QUESTIONS_ROUTE, element: <QuestionsPage /> },
  { path: `${EVENT_QUESTIONS_ROUTE}/create`, element: <QuestionCreatePage /> },
  { path: `${EVENT_QUESTIONS_ROUTE}/:questionId`, element: <QuestionEditPage /> },
  ...CLASSROOM_RESOURCE_NAMES.flatMap((res) => [
    { path: `/${res}/:classroomId/unit/:unitId/test_set`, element: <TestSetPickPage classroomResource={res} /> },
    { path: `/${res}/:classroomId/test_set/:testSetId/test/create`, element: <TestCreatePage classroomResource={res} /> },
    { path: `/${res}/:classroomId/test_set/:testSetId/test/:id`, element: <TestPage classroomResource={res} /> },
    { path: `/${res}/:classroomId/test/:testId/answer_books`, element: <AnswerBooksPage classroomResource={res} /> },
    { path: `/${res}/:classroomId/test/:testId/answer_books/:answerBookId/show_grades`, element: <ShowGradesPage classroomResource={res} /> },
  ]),
];

/** «آزمون‌ها» on a classroom's page, loaded when the tab is opened. */
export function TestsTab(_: { label?: false }) {
  return (
    <Suspense fallback={<LoadingRows />}>
      <LazyTestsTab />
    </Suspense>
  );
}

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

/**
 * «مجموعه‌های آزمون رویدادها» and «بانک سوال رویدادها» above the events' rows (events have no unit
 * page); a row of their own that wraps on a phone, where the toolbar has no room for them.
 */
export function EventExamButtons() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, px: 1, pt: 1 }}>
      <LinkButton label="app.exams.events.sets.open" icon={<AssignmentOutlinedIcon />} to={EVENT_SETS_ROUTE} />
      <LinkButton label="app.exams.events.questions.open" icon={<QuizOutlinedIcon />} to={EVENT_QUESTIONS_ROUTE} />
    </Box>
  );
}
