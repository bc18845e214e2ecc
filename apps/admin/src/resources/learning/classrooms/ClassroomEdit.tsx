import { useState } from 'react';
import { Create, Edit } from 'react-admin';
import { classroomDefaults, toClassroomPayload } from '../payload';
import { useClassroomKind } from '../shared/useKind';
import { ClassroomForm } from './ClassroomForm';

/** POST lma/classrooms (multipart when a picture or a PDF is picked); then the new classroom's page. */
export function ClassroomCreate() {
  const kind = useClassroomKind();
  const [defaults] = useState(() => classroomDefaults());
  return (
    <Create
      redirect="show"
      record={defaults}
      transform={(data) => toClassroomPayload(data as Record<string, unknown>, kind)}
    >
      <ClassroomForm kind={kind} />
    </Create>
  );
}

/**
 * PUT lma/classrooms/{id} with only the form's fields; pessimistic, so the API's 400 texts (a
 * period ending before it begins, a capacity below the seats taken) show under their inputs.
 */
export function ClassroomEdit() {
  const kind = useClassroomKind();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      transform={(data) => toClassroomPayload(data as Record<string, unknown>, kind)}
    >
      <ClassroomForm kind={kind} />
    </Edit>
  );
}
