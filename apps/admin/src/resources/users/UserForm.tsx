import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import {
  BooleanInput,
  CheckboxGroupInput,
  PasswordInput,
  required,
  SelectInput,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
} from 'react-admin';
import { JalaliDateInput } from '../../inputs';
import { MaskedTextInput, namedCheck } from '../../inputs/MaskedTextInput';
import { FormGrid as SharedFormGrid } from '../../inputs/FormGrid';
import {
  academicDegreeChoices,
  educationalStatusChoices,
  genderChoices,
  maritalStatusChoices,
  provinceChoices,
  roleChoices,
} from './choices';
import { latinDigits, persianDigits, validNationalCode, validPostalCode } from './validators';

/** Two columns on wide screens, one on phones. */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <SharedFormGrid from="md" maxWidth={960}>
      {children}
    </SharedFormGrid>
  );
}

/** The roles a user holds, as ticks with their Persian names; `user` is the learner role. */
export function RolesInput() {
  return (
    <CheckboxGroupInput
      source="roles"
      choices={roleChoices}
      helperText="app.users.roles_help"
      sx={{
        '& .MuiFormGroup-root': {
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
        },
      }}
    />
  );
}

/** The admin's edit form: profile fields in tabs, then roles and the active switch. */
export function UserForm() {
  return (
    <TabbedForm
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}
    >
      <TabbedForm.Tab label="app.users.sections.personal">
        <FormGrid>
          <TextInput source="firstname" validate={required()} />
          <TextInput source="lastname" validate={required()} />
          <TextInput source="nickname" />
          <TextInput source="father_name" />
          <SelectInput source="gender" choices={genderChoices} />
          <SelectInput source="marital_status" choices={maritalStatusChoices} />
          <JalaliDateInput source="birthdate" />
          <TextInput
            source="national_code"
            parse={latinDigits}
            format={persianDigits}
            validate={validNationalCode}
          />
          <BooleanInput source="has_seminary_education" />
        </FormGrid>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.users.sections.contact">
        <FormGrid>
          <MaskedTextInput source="mobile_number" mask="mobile" check="mobile" />
          <TextInput source="email" type="email" validate={namedCheck('email')} />
          <TextInput source="phone_number" type="tel" parse={latinDigits} format={persianDigits} />
          <MaskedTextInput source="on_social_network_mobile_number" mask="mobile" check="mobile" />
          <MaskedTextInput source="on_call_mobile_number" mask="mobile" check="mobile" />
        </FormGrid>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.users.sections.education">
        <FormGrid>
          <SelectInput source="last_academic_degree" choices={academicDegreeChoices} />
          <SelectInput source="educational_status" choices={educationalStatusChoices} />
          <TextInput source="last_academic_degree_field" />
          <TextInput source="last_academy_name" />
        </FormGrid>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.users.sections.address">
        <FormGrid>
          <BooleanInput source="is_abroad_birth_address" />
          <TextInput source="birth_country" />
          <SelectInput source="birth_province" choices={provinceChoices} translateChoice={false} />
          <TextInput source="birth_city" />
          <BooleanInput source="is_abroad_living_address" />
          <TextInput source="living_country" />
          <SelectInput source="living_province" choices={provinceChoices} translateChoice={false} />
          <TextInput source="living_city" />
          <TextInput
            source="living_postal_code"
            parse={latinDigits}
            format={persianDigits}
            validate={validPostalCode}
          />
          <TextInput source="living_address" multiline />
          <TextInput source="living_address_additional_info" multiline />
        </FormGrid>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.users.sections.access">
        <RolesInput />
        <BooleanInput source="is_active" helperText="app.users.active_help" />
        <Box sx={{ maxWidth: 460, width: '100%' }}>
          <PasswordInput
            source="password"
            label="app.users.new_password"
            helperText="app.users.new_password_help"
            autoComplete="new-password"
          />
        </Box>
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
