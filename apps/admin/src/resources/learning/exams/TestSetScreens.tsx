import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
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
import { Page } from '../shared/UnitPage';
import {
  levelChoices,
  plainText,
  QUESTIONS_RESOURCE,
  eventSetQuestionsRoute,
  TEST_SETS_RESOURCE,
  toTestSetPayload,
  validateTestSet,
  type QuestionRow,
  type TestSetRow,
} from './model';
import { useExamScope } from './scope';

export function useSetSummary() {
  const translate = useTranslate();
  return (r: TestSetRow) =>
    translate('app.exams.sets.summary', { count: toPersianDigits(String(r.test_questions_length)), total: toPersianDigits(String(r.total_mark)).replace('.', '٫') });
}

function LevelField(_: { source?: string; label?: string }) {
  const r = useRecordContext<TestSetRow>();
  const translate = useTranslate();
  return <Typography variant="body2">{r?.level ? translate(`app.exams.level.${r.level}`) : '—'}</Typography>;
}

/** /units/:unitId/test_set: the unit's test sets; /events/test_set the events' (type EVENT). */
export function TestSetsPage() {
  const { scope, title } = useExamScope();
  const summary = useSetSummary();
  const open = (id: number | string) => scope.setRoute(id);
  return (
    <Page title={title('sets', 'page_title')} back={scope.home} backLabel={scope.homeLabel}>
      <ConsoleList
        resource={TEST_SETS_RESOURCE}
        filter={scope.setFilter}
        disableSyncWithLocation
        storeKey={`test-sets-${scope.unitId ?? 'events'}`}
        title=" "
        empty={false}
        header={
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, p: 1 }}>
            {!scope.unitId && <LinkButton label="app.exams.events.questions.open" icon={<QuizOutlinedIcon />} to={scope.questionsRoute} />}
            <LinkButton label="app.exams.sets.create" icon={<AddOutlinedIcon />} to={scope.setRoute('create')} variant="contained" />
          </Box>
        }
        phone={<SimpleList<TestSetRow> primaryText={(r) => faDigits(r.title)} secondaryText={summary} linkType={(r) => open(r.id)} />}
      >
        <DataTable<TestSetRow> rowClick={(id) => open(id)} bulkActionButtons={false} empty={<Typography sx={{ p: 2 }}>{title('sets', 'empty')}</Typography>}>
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

function TestSetForm({ questionFilter }: { questionFilter: Record<string, string> }) {
  return (
    <SimpleForm validate={validateTestSet} sx={{ maxWidth: 880 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr' }, columnGap: 2, width: '100%' }}>
        <FaTextInput source="title" isRequired />
        <SelectInput source="level" choices={levelChoices} emptyText="—" />
      </Box>
      <FaTextInput source="description" multiline minRows={2} />
      <ArrayInput source="test_set_questions" helperText="app.exams.sets.questions_help">
        <SimpleFormIterator inline fullWidth addButton={<AddRowButton label="app.exams.sets.add_question" />}>
          <ReferenceInput source="question" reference={QUESTIONS_RESOURCE} filter={questionFilter} perPage={50}>
            <AutocompleteInput label="resources.lma-test-sets.fields.question" optionText={questionOption} filterToQuery={(q: string) => (q.trim() ? { q: q.trim() } : {})} sx={{ minWidth: { md: 420 } }} />
          </ReferenceInput>
          <DecimalInput source="mark" label="resources.lma-test-sets.fields.mark" sx={{ maxWidth: 180 }} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

/** /units/:unitId/test_set/create; /events/test_set/create */
export function TestSetCreatePage() {
  const { scope, title } = useExamScope();
  return (
    <Page title={title('sets', 'create_title')} back={scope.setsRoute} backLabel="app.exams.sets.back">
      <Create resource={TEST_SETS_RESOURCE} title=" " record={{ test_set_questions: [] }} transform={(data) => toTestSetPayload(data, scope.owner)} redirect={() => scope.setsRoute.slice(1)}>
        <TestSetForm questionFilter={scope.questionFilter} />
      </Create>
    </Page>
  );
}

/** /units/:unitId/test_set/:id; /events/test_set/:testSetId (with a way to the set's questions). */
export function TestSetEditPage() {
  const { id, testSetId } = useParams();
  const setId = id ?? testSetId ?? '';
  const { scope, title } = useExamScope();
  return (
    <Page title={title('sets', 'edit_title')} back={scope.setsRoute} backLabel="app.exams.sets.back">
      {!scope.unitId && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <LinkButton label="app.exams.events.sets.questions" icon={<QuizOutlinedIcon />} to={eventSetQuestionsRoute(setId)} variant="outlined" />
        </Box>
      )}
      <Edit resource={TEST_SETS_RESOURCE} id={setId} title=" " mutationMode="pessimistic" transform={(data) => toTestSetPayload(data, scope.owner)} redirect={() => scope.setsRoute.slice(1)}>
        <TestSetForm questionFilter={scope.questionFilter} />
      </Edit>
    </Page>
  );
}
