import { fullName, toPersianDigits, type User } from '@daneshsara/domain';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { ConsoleList } from '../../components/ConsoleList';
import { ActiveField, JalaliDateField, PersianNumberField, RolesField } from '../../inputs';
import { listFilters, personFilters } from '../../inputs/listFilters';
import { activeChoices, roleChoices } from './choices';

const userFilters = [
  ...listFilters({ choices: [{ source: 'role', choices: roleChoices }] }),
  ...personFilters(),
  ...listFilters({
    search: false,
    choices: [{ source: 'is_active', choices: activeChoices, hidden: true }],
  }),
];

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
  return (
    <ConsoleList filters={userFilters} create exportXlsx phone={<PhoneList />}>
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
    </ConsoleList>
  );
}
