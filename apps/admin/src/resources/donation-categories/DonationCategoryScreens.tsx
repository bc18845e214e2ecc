import type { DonationCategoryRow } from '@daneshsara/domain';
import {
  Create,
  DataTable,
  Edit,
  required,
  SearchInput,
  SimpleForm,
  SimpleList,
  TextInput,
} from 'react-admin';
import { ConsoleList } from '../../components/ConsoleList';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { ThumbnailField, ThumbnailInput } from '../../inputs/ThumbnailInput';
import { toDonationCategoryPayload } from '../donations/payload';

const categoryFilters = [<SearchInput key="q" source="q" alwaysOn />];

function PhoneList() {
  return (
    <SimpleList<DonationCategoryRow>
      leftAvatar={(r) => r.thumbnail ?? ''}
      primaryText={(r) => r.title}
      linkType="edit"
    />
  );
}

/** GET dma/donations/categories */
export function DonationCategoryList() {
  return (
    <ConsoleList filters={categoryFilters} filterButton={false} create phone={<PhoneList />}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="thumbnail" disableSort>
          <ThumbnailField source="thumbnail" />
        </DataTable.Col>
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="description" disableSort sx={{ maxWidth: 420 }}>
          <PersianTextField source="description" />
        </DataTable.Col>
        <DataTable.Col source="donations_count" disableSort>
          <PersianNumberField source="donations_count" />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}

function CategoryForm() {
  return (
    <SimpleForm sx={{ maxWidth: 720 }}>
      <TextInput source="title" validate={required()} />
      <TextInput source="description" multiline minRows={3} />
      <ThumbnailInput source="thumbnail" helperText="app.donations.thumbnail_help" />
    </SimpleForm>
  );
}

/** POST dma/donations/categories (multipart when a picture is picked). */
export function DonationCategoryCreate() {
  return (
    <Create redirect="list" transform={toDonationCategoryPayload}>
      <CategoryForm />
    </Create>
  );
}

/** PUT dma/donations/categories/{id} */
export function DonationCategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={toDonationCategoryPayload}>
      <CategoryForm />
    </Edit>
  );
}
