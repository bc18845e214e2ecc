import { useResourceContext } from 'react-admin';
import { categoryKindOf, classroomKindOf, type LearningKind } from '../api';

/** The kind (training, circles, events) of the category screen being shown. */
export function useCategoryKind(): LearningKind {
  return categoryKindOf(useResourceContext());
}

/** The kind (training, circles, events) of the classroom screen being shown. */
export function useClassroomKind(): LearningKind {
  return classroomKindOf(useResourceContext());
}
