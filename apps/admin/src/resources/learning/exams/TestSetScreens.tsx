import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@daneshsara/domain';
import {
  ArrayInput,
  AutocompleteInput,
  Create,
  DataTable,
  Edit,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  SimpleList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { ConsoleList } from '../../../components/ConsoleList';
import { JalaliDateField } from '../../../inputs/JalaliDateField';
import { PersianNumberField, PersianTextField } from '../../../inputs/PersianNumberField';
import { LinkButton } from '../sessions/LinkButton';
import { AddRowButton } from '../shared/AddRowButton';
import { DecimalInput } from '../shared/DecimalInput';
import { faDigits, FaTextInput } from '../shared/text';
import { Page, useUnitTitle } from '../shared/UnitPage';
import {
  levelChoices,
  plainText,
  QUESTIONS_RESOURCE,
  testSetRoute,
  testSetsRoute,
  TEST_SETS_RESOURCE,
  toTestSetPayload,
  validateTestSet,
  type QuestionRow,
  type TestSetRow,
} from './model';

function useSummary() {
  const translate = useTranslate();
  return (r: TestSetRow) =>
    translate('app.exams.sets.summary', { count: toPersianDigits(String(r.test_questions_length)), total: toPersianDigits(String(r.total_mark)).replace('.', '٫') });
}

function LevelField(_: { source?: string; label?: string }) {
  const r = useRecordContext<TestSetRow>();
  const translate = useTranslate();
  return <Typography variant="body2">{r?.level ? translate(`app.exams.level.${r.level}`) : '—'}</Typography>;
}

/** /units/:unitId/test_set: the unit's test sets. */
export function TestSetsPage() {
  const { unitId = '' } = useParams();
  const translate = useTranslate();
  const unit = useUnitTitle(unitId);
  const summary = useSummary();
  const open = (id: number | string) => testSetRoute(unitId, id);
  return (
    <Page title={translate('app.exams.sets.page_title', { unit })} back={`/units/${encodeURIComponent(unitId)}`} backLabel="app.exams.back_to_unit">
      <ConsoleList
        resource={TEST_SETS_RESOURCE}
        filter={{ unit: unitId }}
        disableSyncWithLocation
        storeKey={`test-sets-${unitId}`}
        title=" "
        empty={false}
        header={
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <LinkButton label="app.exams.sets.create" icon={<AddOutlinedIcon />} to={`${testSetsRoute(unitId)}/create`} variant="contained" />
          </Box>
        }
        phone={<SimpleList<TestSetRow> primaryText={(r) => faDigits(r.title)} secondaryText={summary} linkType={(r) => open(r.id)} />}
      >
        <DataTable<TestSetRow> rowClick={(id) => open(id)} bulkActionButtons={false} empty={<Typography sx={{ p: 2 }}>{translate('app.exams.sets.empty')}</Typography>}>
          <DataTable.Col source="title">
            <PersianTextField source="title" />
          </DataTable.Col>
          <DataTable.Col source="level">
            <LevelField />
          </DataTable.Col>
          <DataTable.Col source="test_questions_length" disableSort>
            <PersianNumberField source="test_questions_length" />
          </DataTable.Col>
          <DataTable.Col source="total_mark" disableSort>
            <PersianNumberField source="total_mark" />
          </DataTable.Col>
          <DataTable.Col source="last_modification_time" disableSort>
            <JalaliDateField source="last_modification_time" showTime />
          </DataTable.Col>
        </DataTable>
      </ConsoleList>
    </Page>
  );
}

const questionOption = (q: QuestionRow | undefined) => (q ? `${faDigits(plainText(q.text, 80))} (${faDigits(String(q.mark))})` : '');

function TestSetForm({ unitId }: { unitId: string }) {
  return (
    <SimpleForm validate={validateTestSet} sx={{ maxWidth: 880 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr' }, columnGap: 2, width: '100%' }}>
        <FaTextInput source="title" isRequired />
        <SelectInput source="level" choices={levelChoices} emptyText="—" />
      </Box>
      <FaTextInput source="description" multiline minRows={2} />
      <ArrayInput source="test_set_questions" helperText="app.exams.sets.questions_help">
        <SimpleFormIterator inline fullWidth addButton={<AddRowButton label="app.exams.sets.add_question" />}>
          <ReferenceInput source="question" reference={QUESTIONS_RESOURCE} filter={{ unit: unitId, type: 'QUESTION_BANK' }} perPage={50}>
            <AutocompleteInput label="resources.lma-test-sets.fields.question" optionText={questionOption} filterToQuery={(q: string) => (q.trim() ? { q: q.trim() } : {})} sx={{ minWidth: { md: 420 } }} />
          </ReferenceInput>
          <DecimalInput source="mark" label="resources.lma-test-sets.fields.mark" sx={{ maxWidth: 180 }} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

/** /units/:unitId/test_set/create */
export function TestSetCreatePage() {
  const { unitId = '' } = useParams();
  const translate = useTranslate();
  const unit = useUnitTitle(unitId);
  return (
    <Page title={translate('app.exams.sets.create_title', { unit })} back={testSetsRoute(unitId)} backLabel="app.exams.sets.back">
      <Create resource={TEST_SETS_RESOURCE} title=" " record={{ test_set_questions: [] }} transform={(data) => toTestSetPayload(data, unitId)} redirect={() => testSetsRoute(unitId).slice(1)}>
        <TestSetForm unitId={unitId} />
      </Create>
    </Page>
  );
}

/** /units/:unitId/test_set/:id */
export function TestSetEditPage() {
  const { unitId = '', id = '' } = useParams();
  const translate = useTranslate();
  const unit = useUnitTitle(unitId);
  return (
    <Page title={translate('app.exams.sets.edit_title', { unit })} back={testSetsRoute(unitId)} backLabel="app.exams.sets.back">
      <Edit resource={TEST_SETS_RESOURCE} id={id} title=" " mutationMode="pessimistic" transform={(data) => toTestSetPayload(data, unitId)} redirect={() => testSetsRoute(unitId).slice(1)}>
        <TestSetForm unitId={unitId} />
      </Edit>
    </Page>
  );
}
