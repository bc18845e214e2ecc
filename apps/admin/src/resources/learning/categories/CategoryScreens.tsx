import {
  Create,
  DataTable,
  Edit,
  SearchInput,
  SimpleForm,
  SimpleList,
  useTranslate,
} from 'react-admin';
import { toPersianDigits } from '@daneshsara/domain';
import { ConsoleList } from '../../../components/ConsoleList';
import { JalaliDateField } from '../../../inputs/JalaliDateField';
import { PersianNumberField, PersianTextField } from '../../../inputs/PersianNumberField';
import { nowrapColumns } from '../../../inputs/tableSx';
import { KIND_TYPE } from '../api';
import { toCategoryPayload, text } from '../payload';
import { TitleChips } from '../shared/fields';
import { FaTextInput, faDigits } from '../shared/text';
import { useCategoryKind } from '../shared/useKind';

interface CategoryRow {
  id: number;
  title: string;
  type: string;
  units_info: { id: number; title: string }[];
  creation_time: string;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function PhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<CategoryRow>
      primaryText={(r) => faDigits(r.title)}
      secondaryText={(r) =>
        r.units_info?.length
          ? translate('app.learning.categories.units_count', {
              count: toPersianDigits(r.units_info.length),
            })
          : translate('app.learning.categories.no_units')
      }
      linkType="edit"
    />
  );
}

/** GET lma/categories?type=<the screen's type>: the categories of one kind with their units. */
export function CategoryList() {
  const type = KIND_TYPE[useCategoryKind()];
  return (
    <ConsoleList filters={filters} filter={{ type }} create phone={<PhoneList />}>
      <DataTable rowClick="edit" bulkActionButtons={false} sx={nowrapColumns('creation_time')}>
        <DataTable.Col source="id">
          <PersianNumberField source="id" />
        </DataTable.Col>
        <DataTable.Col source="title">
          <PersianTextField source="title" />
        </DataTable.Col>
        <DataTable.Col source="units_info" disableSort>
          <TitleChips source="units_info" empty="app.learning.categories.no_units" />
        </DataTable.Col>
        <DataTable.Col source="creation_time" disableSort>
          <JalaliDateField source="creation_time" />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}

const validate = (values: Record<string, unknown>) =>
  text(values.title) ? {} : { title: 'ra.validation.required' };

function CategoryForm() {
  return (
    <SimpleForm validate={validate} sx={{ maxWidth: 640 }}>
      <FaTextInput source="title" isRequired />
    </SimpleForm>
  );
}

/** POST lma/categories with the screen's type. */
export function CategoryCreate() {
  const type = KIND_TYPE[useCategoryKind()];
  return (
    <Create redirect="list" transform={(data) => toCategoryPayload(data, type)}>
      <CategoryForm />
    </Create>
  );
}

/**
 * GET and PUT lma/categories/{id}; «حذف» asks first and waits for the server, so a category that still
 * has units shows the API's 409 text and stays.
 */
export function CategoryEdit() {
  const type = KIND_TYPE[useCategoryKind()];
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      // A category keeps its own type, whichever screen it was opened from.
      transform={(data) =>
        toCategoryPayload(
          data,
          typeof data.type === 'string' && data.type ? (data.type as typeof type) : type,
        )
      }
    >
      <CategoryForm />
    </Edit>
  );
}
