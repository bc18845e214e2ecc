import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Labeled, Show, TabbedShowLayout, TabbedShowLayoutTabs, TextField } from 'react-admin';
import {
  ActiveField,
  JalaliDateField,
  LabelField,
  PersianNumberField,
  PersianTextField,
  RolesField,
  YesNoField,
} from '../../inputs';

function ShowGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}

/** A user's whole profile, read-only, in the same sections as the edit form. */
export function UserShow() {
  return (
    <Show>
      <TabbedShowLayout
        tabs={
          <TabbedShowLayoutTabs
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
          />
        }
      >
        <TabbedShowLayout.Tab label="app.users.sections.personal">
          <ShowGrid>
            <Labeled source="firstname">
              <TextField source="firstname" />
            </Labeled>
            <Labeled source="lastname">
              <TextField source="lastname" />
            </Labeled>
            <Labeled source="nickname">
              <TextField source="nickname" />
            </Labeled>
            <Labeled source="father_name">
              <TextField source="father_name" />
            </Labeled>
            <Labeled source="gender">
              <LabelField source="gender" labels="app.gender" />
            </Labeled>
            <Labeled source="marital_status">
              <LabelField source="marital_status" labels="app.marital_status" />
            </Labeled>
            <Labeled source="birthdate">
              <JalaliDateField source="birthdate" />
            </Labeled>
            <Labeled source="national_code">
              <PersianNumberField source="national_code" />
            </Labeled>
            <Labeled source="has_seminary_education">
              <YesNoField source="has_seminary_education" />
            </Labeled>
          </ShowGrid>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.sections.contact">
          <ShowGrid>
            <Labeled source="mobile_number">
              <PersianNumberField source="mobile_number" />
            </Labeled>
            <Labeled source="email">
              <TextField source="email" />
            </Labeled>
            <Labeled source="phone_number">
              <PersianNumberField source="phone_number" />
            </Labeled>
            <Labeled source="on_social_network_mobile_number">
              <PersianNumberField source="on_social_network_mobile_number" />
            </Labeled>
            <Labeled source="on_call_mobile_number">
              <PersianNumberField source="on_call_mobile_number" />
            </Labeled>
          </ShowGrid>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.sections.education">
          <ShowGrid>
            <Labeled source="last_academic_degree">
              <LabelField source="last_academic_degree" labels="app.academic_degree" />
            </Labeled>
            <Labeled source="educational_status">
              <LabelField source="educational_status" labels="app.educational_status" />
            </Labeled>
            <Labeled source="last_academic_degree_field">
              <TextField source="last_academic_degree_field" />
            </Labeled>
            <Labeled source="last_academy_name">
              <TextField source="last_academy_name" />
            </Labeled>
          </ShowGrid>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.sections.address">
          <ShowGrid>
            <Labeled source="birth_country">
              <TextField source="birth_country" />
            </Labeled>
            <Labeled source="birth_province">
              <TextField source="birth_province" />
            </Labeled>
            <Labeled source="birth_city">
              <TextField source="birth_city" />
            </Labeled>
            <Labeled source="living_country">
              <TextField source="living_country" />
            </Labeled>
            <Labeled source="living_province">
              <TextField source="living_province" />
            </Labeled>
            <Labeled source="living_city">
              <TextField source="living_city" />
            </Labeled>
            <Labeled source="living_postal_code">
              <PersianNumberField source="living_postal_code" />
            </Labeled>
            <Labeled source="living_address">
              <PersianTextField source="living_address" />
            </Labeled>
            <Labeled source="living_address_additional_info">
              <PersianTextField source="living_address_additional_info" />
            </Labeled>
          </ShowGrid>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.sections.account">
          <ShowGrid>
            <Labeled source="id">
              <PersianNumberField source="id" />
            </Labeled>
            <Labeled source="roles">
              <RolesField source="roles" />
            </Labeled>
            <Labeled source="is_active">
              <ActiveField source="is_active" />
            </Labeled>
            <Labeled source="is_locked_out">
              <YesNoField source="is_locked_out" />
            </Labeled>
            <Labeled source="creation_time">
              <JalaliDateField source="creation_time" showTime />
            </Labeled>
            <Labeled source="last_login">
              <JalaliDateField source="last_login" showTime />
            </Labeled>
            <Labeled source="last_modification_time">
              <JalaliDateField source="last_modification_time" showTime />
            </Labeled>
          </ShowGrid>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
