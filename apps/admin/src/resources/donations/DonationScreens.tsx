import type { DonationRow } from '@daneshsara/domain';
import {
  BooleanInput,
  Create,
  DataTable,
  Edit,
  ReferenceInput,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  useTranslate,
} from 'react-admin';
import { ConsoleList } from '../../components/ConsoleList';
import { FormGrid } from '../../inputs/FormGrid';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { PersianNumberField } from '../../inputs/PersianNumberField';
import { RialField } from '../../inputs/RialField';
import { ActiveField } from '../../inputs/StatusFields';
import { ThumbnailField, ThumbnailInput } from '../../inputs/ThumbnailInput';
import { nowrapColumns } from '../../inputs/tableSx';
import { activeChoices } from '../users/choices';
import { toDonationPayload } from './payload';

const donationFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="category" source="category" reference="donation-categories" alwaysOn>
    <SelectInput optionText="title" />
  </ReferenceInput>,
  <SelectInput key="is_active" source="is_active" choices={activeChoices} />,
];

function PhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<DonationRow>
      leftAvatar={(r) => r.thumbnail ?? ''}
      primaryText={(r) => r.title}
      secondaryText={(r) => r.category_info?.title ?? ''}
      tertiaryText={(r) => translate(r.is_active ? 'app.status.active' : 'app.status.inactive')}
      linkType="edit"
    />
  );
}

/** GET dma/donations: the causes, with what each has collected. */
export function DonationList() {
  return (
    <ConsoleList filters={donationFilters} create phone={<PhoneList />}>
      <DataTable
        rowClick="edit"
        bulkActionButtons={false}
        sx={nowrapColumns('collected_amount', 'creation_time')}
      >
        <DataTable.Col source="thumbnail" disableSort>
          <ThumbnailField source="thumbnail" />
        </DataTable.Col>
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="category_info.title" disableSort />
        <DataTable.Col source="collected_amount" disableSort>
          <RialField source="collected_amount" />
        </DataTable.Col>
        <DataTable.Col source="donors_count" disableSort>
          <PersianNumberField source="donors_count" />
        </DataTable.Col>
        <DataTable.Col source="is_active" disableSort>
          <ActiveField source="is_active" />
        </DataTable.Col>
        <DataTable.Col source="creation_time">
          <JalaliDateField source="creation_time" />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}

function DonationForm() {
  return (
    <SimpleForm sx={{ maxWidth: 880 }}>
      <FormGrid from="md">
        <TextInput source="title" validate={required()} />
        <ReferenceInput source="category" reference="donation-categories">
          <SelectInput optionText="title" validate={required()} />
        </ReferenceInput>
      </FormGrid>
      <TextInput source="summary" multiline minRows={2} helperText="app.donations.summary_help" />
      <TextInput source="description" multiline minRows={6} />
      <ThumbnailInput source="thumbnail" helperText="app.donations.thumbnail_help" />
      <BooleanInput source="is_active" helperText="app.donations.active_help" />
    </SimpleForm>
  );
}

/** POST dma/donations (multipart when a picture is picked). */
export function DonationCreate() {
  return (
    <Create redirect="list" transform={toDonationPayload} record={{ is_active: true }}>
      <DonationForm />
    </Create>
  );
}

/** PUT dma/donations/{id} */
export function DonationEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={toDonationPayload}>
      <DonationForm />
    </Edit>
  );
}
