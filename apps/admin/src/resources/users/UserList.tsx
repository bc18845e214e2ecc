import { fullName, toPersianDigits, type User } from '@daneshsara/domain';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ExportXlsxButton } from '../../components/ExportXlsxButton';
import { ActiveField, JalaliDateField, PersianNumberField, RolesField } from '../../inputs';
import { ListPagination } from '../../layout/ListPagination';
import { activeChoices, roleChoices } from './choices';
import { latinDigits, persianDigits } from './validators';

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
  <TextInput
    key="national_code"
    source="national_code"
    parse={latinDigits}
    format={persianDigits}
  />,
  <TextInput
    key="mobile_number"
    source="mobile_number"
    parse={latinDigits}
    format={persianDigits}
  />,
  <TextInput key="firstname" source="firstname" />,
  <TextInput key="lastname" source="lastname" />,
  <SelectInput key="is_active" source="is_active" choices={activeChoices} />,
];

function UserListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
      <ExportXlsxButton />
    </TopToolbar>
  );
}

function PhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<User>
      primaryText={(u) => fullName(u)}
      secondaryText={(u) => (u.mobile_number ? toPersianDigits(u.mobile_number) : '')}
      tertiaryText={(u) => translate(u.is_active ? 'app.status.active' : 'app.status.inactive')}
      linkType="edit"
    />
  );
}

/** GET /uma/users in react-admin's dialect: Persian columns, filters, sort, Persian paging. */
export function UserList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={userFilters}
      actions={<UserListActions />}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={10}
      pagination={<ListPagination />}
      exporter={false}
    >
      {isSmall ? (
        <PhoneList />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="id">
            <PersianNumberField source="id" />
          </DataTable.Col>
          <DataTable.Col source="firstname" />
          <DataTable.Col source="lastname" />
          <DataTable.Col source="mobile_number">
            <PersianNumberField source="mobile_number" />
          </DataTable.Col>
          <DataTable.Col source="national_code">
            <PersianNumberField source="national_code" />
          </DataTable.Col>
          <DataTable.Col source="roles" disableSort>
            <RolesField source="roles" />
          </DataTable.Col>
          <DataTable.Col source="is_active">
            <ActiveField source="is_active" />
          </DataTable.Col>
          <DataTable.Col source="creation_time">
            <JalaliDateField source="creation_time" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
