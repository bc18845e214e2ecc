import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazyPage';
import { overdueGateLoader } from '../instalments/overdueGateLoader';

/**
 * The exam pages under /panel (SPEC section 2), one lazy chunk; every page names its own tab, so
 * no route handle is needed (the routes are part of the first load). A learner's test pages carry
 * the overdue-instalment gate (ENDPOINTS.md 4.5: test pages re-read the user first); a grader's
 * do not.
 */
const pages = () => import('../../pages/panel/exams/all');
type Page = keyof Awaited<ReturnType<typeof pages>>;

const gated = (path: string, name: Page): RouteObject => ({
  path,
  loader: overdueGateLoader,
  lazy: lazyPage(pages, name),
});
const open = (path: string, name: Page): RouteObject => ({ path, lazy: lazyPage(pages, name) });

const book = 'profile/test/:test_id/answer_book/:answer_book_id';
const grader = 'profile/my_as_a_grader_classrooms';
const graderBook = `${grader}/:classroom_id/answer_books/:answer_book_id`;

export const examPanelRoutes: RouteObject[] = [
  gated('profile/test/:id', 'TestPage'),
  gated(`${book}/confirmation`, 'ConfirmationPage'),
  gated(`${book}/participate/all_questions`, 'AllQuestionsPage'),
  gated(`${book}/participate/question/:question_number`, 'QuestionPage'),
  gated(`${book}/show`, 'ResultPage'),
  gated(`${book}/sendObjection`, 'ObjectionPage'),
  open(grader, 'GraderClassroomsPage'),
  open(`${grader}/:classroom_id/answer_books`, 'GraderBooksPage'),
  open(`${graderBook}/show_grades`, 'GraderBookPage'),
  open(`${graderBook}/submit_grade`, 'GraderBookPage'),
];
