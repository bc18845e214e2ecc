import type { DonationCategoryRow } from '@daneshsara/domain';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  Create,
  CreateButton,
  DataTable,
  Edit,
  List,
  required,
  SearchInput,
  SimpleForm,
  SimpleList,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { ThumbnailField, ThumbnailInput } from '../../inputs/ThumbnailInput';
import { listSx } from '../../inputs/tableSx';
import { ListPagination } from '../../layout/ListPagination';
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
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={categoryFilters}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      sort={{ field: 'id', order: 'DESC' }}
      perPage={10}
      pagination={<ListPagination />}
      exporter={false}
      sx={listSx}
    >
      {isSmall ? (
        <PhoneList />
      ) : (
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
      )}
    </List>
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
