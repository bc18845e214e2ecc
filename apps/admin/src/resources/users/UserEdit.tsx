import { Edit } from 'react-admin';
import { UserForm } from './UserForm';
import { toUserUpdatePayload } from './userPayload';

/** PUT /uma/users/{id} with only the editable fields; pessimistic so server errors reach the form. */
export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={toUserUpdatePayload} redirect="list">
      <UserForm />
    </Edit>
  );
}
