import { Create, PasswordInput, required, SimpleForm, TextInput } from 'react-admin';
import { FormGrid, RolesInput } from './UserForm';
import { toUserCreatePayload } from './userPayload';
import { latinDigits, persianDigits, validMobile } from './validators';

/** POST /uma/users: a name, a mobile number, a first password and the roles. */
export function UserCreate() {
  return (
    <Create transform={toUserCreatePayload} redirect="list">
      <SimpleForm defaultValues={{ roles: ['user'] }}>
        <FormGrid>
          <TextInput source="firstname" validate={required()} />
          <TextInput source="lastname" validate={required()} />
          <TextInput
            source="mobile_number"
            type="tel"
            parse={latinDigits}
            format={persianDigits}
            validate={[required(), validMobile]}
          />
          <PasswordInput source="password" validate={required()} autoComplete="new-password" />
        </FormGrid>
        <RolesInput />
      </SimpleForm>
    </Create>
  );
}
