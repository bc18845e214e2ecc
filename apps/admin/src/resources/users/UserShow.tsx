import { Show, TabbedShowLayout, TextField } from 'react-admin';
import {
  ActiveField,
  JalaliDateField,
  LabelField,
  PersianNumberField,
  PersianTextField,
  RolesField,
  YesNoField,
} from '../../inputs';
import { ShowGrid, ShowTabs } from '../../inputs/ShowSection';
import { UserClassroomsTab, useCanSeeLearnerRecords } from '../learning/learner-record';

/** A user's whole profile, read-only, in the same sections as the edit form. */
export function UserShow() {
  const learning = useCanSeeLearnerRecords();
  return (
    <Show>
      <ShowTabs>
        <TabbedShowLayout.Tab label="app.users.sections.personal">
          <ShowGrid>
            <TextField source="firstname" />
            <TextField source="lastname" />
            <TextField source="nickname" />
            <TextField source="father_name" />
            <LabelField source="gender" labels="app.gender" />
            <LabelField source="marital_status" labels="app.marital_status" />
            <JalaliDateField source="birthdate" />
            <PersianNumberField source="national_code" />
            <YesNoField source="has_seminary_education" />
          </ShowGrid>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.sections.contact">
          <ShowGrid>
            <PersianNumberField source="mobile_number" />
            <TextField source="email" />
            <PersianNumberField source="phone_number" />
            <PersianNumberField source="on_social_network_mobile_number" />
            <PersianNumberField source="on_call_mobile_number" />
          </ShowGrid>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.sections.education">
          <ShowGrid>
            <LabelField source="last_academic_degree" labels="app.academic_degree" />
            <LabelField source="educational_status" labels="app.educational_status" />
            <TextField source="last_academic_degree_field" />
            <TextField source="last_academy_name" />
          </ShowGrid>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.sections.address">
          <ShowGrid>
            <TextField source="birth_country" />
            <TextField source="birth_province" />
            <TextField source="birth_city" />
            <TextField source="living_country" />
            <TextField source="living_province" />
            <TextField source="living_city" />
            <PersianNumberField source="living_postal_code" />
            <PersianTextField source="living_address" />
            <PersianTextField source="living_address_additional_info" />
          </ShowGrid>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.sections.account">
          <ShowGrid>
            <PersianNumberField source="id" />
            <RolesField source="roles" />
            <ActiveField source="is_active" />
            <YesNoField source="is_locked_out" />
            <JalaliDateField source="creation_time" showTime />
            <JalaliDateField source="last_login" showTime />
            <JalaliDateField source="last_modification_time" showTime />
          </ShowGrid>
        </TabbedShowLayout.Tab>
        {learning && (
          <TabbedShowLayout.Tab label="app.lma_record.user_tab" path="classrooms">
            <UserClassroomsTab label={false} />
          </TabbedShowLayout.Tab>
        )}
      </ShowTabs>
    </Show>
  );
}
