import { Create, PasswordInput, required, SimpleForm, TextInput } from 'react-admin';
import { FormGrid, RolesInput } from './UserForm';
import { toUserCreatePayload } from './userPayload';
import { MaskedTextInput } from '../../inputs/MaskedTextInput';

/** POST /uma/users: a name, a mobile number, a first password and the roles. */
export function UserCreate() {
  return (
    <Create transform={toUserCreatePayload} redirect="list">
      <SimpleForm defaultValues={{ roles: ['user'] }}>
        <FormGrid>
          <TextInput source="firstname" validate={required()} />
          <TextInput source="lastname" validate={required()} />
          <MaskedTextInput
            source="mobile_number"
            mask="mobile"
            check="mobile"
            validate={required()}
          />
          <PasswordInput source="password" validate={required()} autoComplete="new-password" />
        </FormGrid>
        <RolesInput />
      </SimpleForm>
    </Create>
  );
}
