import GradingOutlinedIcon from '@mui/icons-material/GradingOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { lazy } from 'react';
import type { ResourceModule } from '../../types';
import { QUESTIONS_PATH, QUESTIONS_RESOURCE, TEST_SETS_PATH, TEST_SETS_RESOURCE } from './model';
import { TESTS_PATH, TESTS_RESOURCE } from './tests/model';
import { ANSWER_BOOKS_PATH, ANSWER_BOOKS_RESOURCE } from './books/model';

/**
 * The question bank and test sets of a unit, and a classroom's tests: resources without a menu entry (their pages are the
 * unit's routes in ./routes), for the dataProvider and the question picker; and every answer book, in the menu.
 */
export const examResources: ResourceModule[] = [
  { name: QUESTIONS_RESOURCE, apiPath: QUESTIONS_PATH, menuGroup: 'education', menuOrder: 99, permission: 'lma.manage', icon: QuizOutlinedIcon },
  { name: TEST_SETS_RESOURCE, apiPath: TEST_SETS_PATH, menuGroup: 'education', menuOrder: 99, permission: 'lma.manage', icon: QuizOutlinedIcon },
  { name: TESTS_RESOURCE, apiPath: TESTS_PATH, menuGroup: 'education', menuOrder: 99, permission: 'lma.manage', icon: QuizOutlinedIcon },
  // «پاسخ‌نامه‌ها» in the menu: every book the caller may read (the dashboard's waiting card opens it filtered).
  {
    name: ANSWER_BOOKS_RESOURCE,
    apiPath: ANSWER_BOOKS_PATH,
    menuGroup: 'education',
    menuOrder: 6,
    permission: 'lma.answer_books.read',
    icon: GradingOutlinedIcon,
    list: lazy(() => import('./books/BookList').then((m) => ({ default: m.AnswerBooksList }))),
  },
];
export { EventExamButtons, examRoutes, TestsTab, UnitExamButtons } from './routes';
export { examsMessages } from './messages';
