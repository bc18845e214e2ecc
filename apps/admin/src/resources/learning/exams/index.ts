import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import type { ResourceModule } from '../../types';
import { QUESTIONS_PATH, QUESTIONS_RESOURCE, TEST_SETS_PATH, TEST_SETS_RESOURCE } from './model';

/**
 * The question bank and test sets of a unit: resources without a menu entry (their pages are the
 * unit's routes in ./routes), for the dataProvider and the question picker.
 */
export const examResources: ResourceModule[] = [
  { name: QUESTIONS_RESOURCE, apiPath: QUESTIONS_PATH, menuGroup: 'education', menuOrder: 99, permission: 'lma.manage', icon: QuizOutlinedIcon },
  { name: TEST_SETS_RESOURCE, apiPath: TEST_SETS_PATH, menuGroup: 'education', menuOrder: 99, permission: 'lma.manage', icon: QuizOutlinedIcon },
];
export { examRoutes, UnitExamButtons } from './routes';
export { examsMessages } from './messages';
