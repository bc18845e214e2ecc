import Box from '@mui/material/Box';
import {
  TopToolbar,
  AutocompleteArrayInput,
  AutocompleteInput,
  Create,
  DataTable,
  Edit,
  ReferenceArrayInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ConsoleList } from '../../../components/ConsoleList';
import { ChipLabelField } from '../../../inputs/ChipLabelField';
import { IntegerInput } from '../../../inputs/IntegerInput';
import { PersianNumberField, PersianTextField } from '../../../inputs/PersianNumberField';
import { CATEGORY_RESOURCES, UNITS_RESOURCE } from '../api';
import { CATEGORY_TYPE_COLORS, categoryTypeChoices } from '../choices';
import { toUnitPayload, validateUnit } from '../payload';
import { TitleChips } from '../shared/fields';
import { UnitHistoriesButton, UnitTranscriptHistories } from '../histories';
import { UnitExamButtons } from '../exams/routes';
import { FaTextInput, faDigits, titleText } from '../shared/text';

interface UnitRow extends RaRecord {
  title: string;
  category_info: { id: number; title: string; type: string } | null;
  default_session_count: number;
  prerequisites_info: { id: number; title: string }[];
}

/** Any category (the units screen spans the three kinds); the type is shown beside the title. */
const ALL_CATEGORIES = CATEGORY_RESOURCES.training;

function useCategoryOption() {
  const translate = useTranslate();
  return (c: { title?: string; type?: string } | undefined) =>
    c
      ? `${faDigits(c.title)} (${translate(`app.learning.category_type.${c.type}`, { _: c.type ?? '' })})`
      : '';
}

function CategoryFilter(props: { source: string; alwaysOn?: boolean }) {
  const optionText = useCategoryOption();
  return (
    <ReferenceInput
      {...props}
      reference={ALL_CATEGORIES}
      perPage={100}
      sort={{ field: 'title', order: 'ASC' }}
    >
      <SelectInput optionText={optionText} />
    </ReferenceInput>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="category__type"
    source="category__type"
    choices={categoryTypeChoices}
    alwaysOn
  />,
  <CategoryFilter key="category" source="category" alwaysOn />,
];

function PhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<UnitRow>
      primaryText={(r) => faDigits(r.title)}
      secondaryText={(r) =>
        r.category_info
          ? `${faDigits(r.category_info.title)} · ${translate(`app.learning.category_type.${r.category_info.type}`)}`
          : ''
      }
      tertiaryText={(r) =>
        translate('app.learning.units.sessions', { count: r.default_session_count ?? 0 })
      }
      linkType="edit"
    />
  );
}

/** GET lma/units: every unit with its category and prerequisites. */
export function UnitList() {
  return (
    <ConsoleList filters={filters} create phone={<PhoneList />}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id">
          <PersianNumberField source="id" />
        </DataTable.Col>
        <DataTable.Col source="title">
          <PersianTextField source="title" />
        </DataTable.Col>
        <DataTable.Col source="category_info.title" disableSort>
          <PersianTextField source="category_info.title" />
        </DataTable.Col>
        <DataTable.Col source="category_info.type" disableSort>
          <ChipLabelField
            source="category_info.type"
            labels="app.learning.category_type"
            colors={CATEGORY_TYPE_COLORS}
          />
        </DataTable.Col>
        <DataTable.Col source="default_session_count" disableSort>
          <PersianNumberField source="default_session_count" />
        </DataTable.Col>
        <DataTable.Col source="prerequisites_info" disableSort>
          <TitleChips source="prerequisites_info" empty="app.learning.units.no_prerequisites" />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}

/** Other units as prerequisites; the unit being edited is not offered (id_ne). */
function PrerequisitesInput() {
  const record = useRecordContext<UnitRow>();
  const filter = record?.id ? { id_ne: record.id } : {};
  return (
    <ReferenceArrayInput
      source="prerequisites"
      reference={UNITS_RESOURCE}
      filter={filter}
      perPage={50}
    >
      <AutocompleteArrayInput
        optionText={titleText}
        helperText="app.learning.units.prerequisites_help"
        filterToQuery={(q: string) => (q.trim() ? { q: q.trim() } : {})}
      />
    </ReferenceArrayInput>
  );
}

function UnitForm() {
  const record = useRecordContext<UnitRow>();
  const optionText = useCategoryOption();
  return (
    <SimpleForm validate={(values) => validateUnit(values, record?.id)} sx={{ maxWidth: 880 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr' },
          columnGap: 2,
          width: '100%',
        }}
      >
        <FaTextInput source="title" isRequired />
        <IntegerInput
          source="default_session_count"
          helperText="app.learning.units.sessions_help"
          fullWidth
        />
      </Box>
      <ReferenceInput
        source="category"
        reference={ALL_CATEGORIES}
        perPage={100}
        sort={{ field: 'title', order: 'ASC' }}
      >
        <AutocompleteInput
          optionText={optionText}
          isRequired
          filterToQuery={(q: string) => (q.trim() ? { q: q.trim() } : {})}
        />
      </ReferenceInput>
      <PrerequisitesInput />
      <FaTextInput
        source="rules"
        multiline
        minRows={4}
        helperText="app.learning.units.rules_help"
      />
      <FaTextInput
        source="codes"
        multiline
        minRows={4}
        helperText="app.learning.units.codes_help"
      />
    </SimpleForm>
  );
}

/** POST lma/units */
export function UnitCreate() {
  return (
    <Create
      redirect="list"
      transform={(data) => toUnitPayload(data)}
      record={{ default_session_count: 0, prerequisites: [] }}
    >
      <UnitForm />
    </Create>
  );
}

/** PUT lma/units/{id} (pessimistic: the API's field errors and a 409 on delete reach the page). */
export function UnitEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={(data) => toUnitPayload(data, data.id as number)}
      actions={
        <TopToolbar>
          <UnitExamButtons />
          <UnitHistoriesButton />
        </TopToolbar>
      }
    >
      <UnitForm />
      <UnitTranscriptHistories />
    </Edit>
  );
}
