import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import GradingOutlinedIcon from '@mui/icons-material/GradingOutlined';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  Create,
  DataTable,
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleList,
  Toolbar,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { ConsoleList } from '../../../../components/ConsoleList';
import { FormGrid } from '../../../../inputs/FormGrid';
import { IntegerInput } from '../../../../inputs/IntegerInput';
import { JalaliDateTimeInput } from '../../../../inputs/JalaliDateTimeInput';
import { PersianNumberField, PersianTextField } from '../../../../inputs/PersianNumberField';
import { classroomKindOf } from '../../api';
import { LinkButton } from '../../sessions/LinkButton';
import { faDigits, FaTextInput, Part } from '../../shared/text';
import { Page } from '../../shared/UnitPage';
import { levelChoices, TEST_SETS_RESOURCE, type TestSetRow } from '../model';
import { useSetSummary } from '../TestSetScreens';
import { answerBooksRoute } from '../books/model';
import { ExamineePicker } from './ExamineePicker';
import { testCreateRoute, testRoute, TESTS_RESOURCE, testsTabRoute, isBeforeStart, toTestPayload, validateTest, type TestRow } from './model';
import { TestQuestionsSection } from './TestQuestions';

/** The classroom (or event) the page is under: its title for the page's heading. */
function useClassroomTitle(res: string, classroomId: string) {
  const { data } = useGetOne(res, { id: classroomId }, { enabled: Boolean(classroomId) });
  return { title: faDigits(typeof data?.title === 'string' ? data.title : ''), unit: (data?.unit as number | undefined) ?? null };
}

const label = (field: string) => `resources.${TESTS_RESOURCE}.fields.${field}`;

/** Every field of TestDto; the start, duration and examinees are locked once the test started. */
function TestFields({ classroomId, isEvent }: { classroomId: string; isEvent: boolean }) {
  const record = useRecordContext<TestRow>();
  const translate = useTranslate();
  const locked = Boolean(record?.id) && !isBeforeStart(record?.status);
  return (
    <>
      {locked && (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('app.exams.tests.started')}
        </Alert>
      )}
      <Part title="app.exams.tests.parts.about">
        <FormGrid from="md">
          <FaTextInput source="title" label={label('title')} isRequired />
          <SelectInput source="level" label={label('level')} choices={levelChoices} emptyText="—" />
        </FormGrid>
        <FaTextInput source="description" label={label('description')} multiline minRows={2} fullWidth />
      </Part>
      <Part title="app.exams.tests.parts.times">
        <FormGrid from="md">
          <JalaliDateTimeInput source="start_time" label={label('start_time')} disabled={locked} />
          <JalaliDateTimeInput source="end_time" label={label('end_time')} />
          <IntegerInput source="duration_deadline" label={label('duration_deadline')} helperText="app.exams.tests.duration_help" disabled={locked} isRequired />
          <JalaliDateTimeInput source="announcement_time" label={label('announcement_time')} helperText="app.exams.tests.announce_help" />
          <JalaliDateTimeInput source="objection_start_time" label={label('objection_start_time')} />
          <JalaliDateTimeInput source="objection_end_time" label={label('objection_end_time')} />
        </FormGrid>
      </Part>
      {isEvent ? (
        <Alert severity="info" sx={{ width: '100%' }}>
          {translate('app.exams.events.examinees_help')}
        </Alert>
      ) : (
        <ExamineePicker classroomId={classroomId} disabled={locked} />
      )}
    </>
  );
}

function usePageParams(classroomResource: string) {
  const { classroomId = '', testSetId = '', unitId = '', id = '' } = useParams();
  const isEvent = classroomKindOf(classroomResource) === 'events';
  const back = testsTabRoute(classroomResource, classroomId);
  const backLabel = isEvent ? 'app.exams.events.back_to_tests' : 'app.exams.tests.back';
  return { classroomId, testSetId, unitId, id, isEvent, back, backLabel };
}

/**
 * {classrooms|events}/{classroom_id}/unit/{unit_id}/test_set: the sets a test can be made from
 * (the classroom's unit's; an event's are the EVENT sets), each opening the new test's form.
 */
export function TestSetPickPage({ classroomResource }: { classroomResource: string }) {
  const { classroomId, isEvent, back, backLabel } = usePageParams(classroomResource);
  const translate = useTranslate();
  const { title } = useClassroomTitle(classroomResource, classroomId);
  const summary = useSetSummary();
  const open = (id: number | string) => testCreateRoute(classroomResource, classroomId, id);
  return (
    <Page title={translate('app.exams.tests.pick_title', { classroom: title })} back={back} backLabel={backLabel}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.exams.tests.pick_help')}
      </Typography>
      <ConsoleList
        resource={TEST_SETS_RESOURCE}
        filter={isEvent ? { type: 'EVENT' } : { classroom: classroomId }}
        disableSyncWithLocation
        storeKey={`test-sets-for-${classroomId}`}
        title=" "
        empty={false}
        phone={<SimpleList<TestSetRow> primaryText={(r) => faDigits(r.title)} secondaryText={summary} linkType={(r) => open(r.id)} />}
      >
        <DataTable<TestSetRow> rowClick={(id) => open(id)} bulkActionButtons={false} empty={<Typography sx={{ p: 2 }}>{translate(isEvent ? 'app.exams.events.no_sets' : 'app.exams.tests.no_sets')}</Typography>}>
          <DataTable.Col source="title">
            <PersianTextField source="title" />
          </DataTable.Col>
          <DataTable.Col source="test_questions_length" disableSort>
            <PersianNumberField source="test_questions_length" />
          </DataTable.Col>
          <DataTable.Col source="total_mark" disableSort>
            <PersianNumberField source="total_mark" />
          </DataTable.Col>
          <DataTable.Col source="id" label=" " disableSort>
            <MakeTestLink classroomResource={classroomResource} classroomId={classroomId} />
          </DataTable.Col>
        </DataTable>
      </ConsoleList>
    </Page>
  );
}

function MakeTestLink({ classroomResource, classroomId }: { classroomResource: string; classroomId: string; source?: string }) {
  const set = useRecordContext<TestSetRow>();
  if (!set) return null;
  return <LinkButton label="app.exams.tests.make" icon={<AddOutlinedIcon />} to={testCreateRoute(classroomResource, classroomId, set.id)} />;
}

/** .../{classroom_id}/test_set/{test_set_id}/test/create: the new test; its questions are copied from the set. */
export function TestCreatePage({ classroomResource }: { classroomResource: string }) {
  const { classroomId, testSetId, isEvent, back, backLabel } = usePageParams(classroomResource);
  const translate = useTranslate();
  const { title } = useClassroomTitle(classroomResource, classroomId);
  const { data: set } = useGetOne<TestSetRow>(TEST_SETS_RESOURCE, { id: Number(testSetId) }, { enabled: Boolean(testSetId) });
  return (
    <Page title={translate('app.exams.tests.create_title', { classroom: title, set: faDigits(set?.title ?? '') })} back={back} backLabel={backLabel}>
      <Create
        resource={TESTS_RESOURCE}
        title=" "
        record={{ duration_deadline: 60 }}
        transform={(data) => toTestPayload(data, { classroomId, setId: testSetId, isEvent })}
        redirect={(_r, id) => testRoute(classroomResource, classroomId, testSetId, id ?? '').slice(1)}
      >
        <SimpleForm validate={(v) => validateTest(v, isEvent)} sx={{ maxWidth: 880 }}>
          <TestFields classroomId={classroomId} isEvent={isEvent} />
        </SimpleForm>
      </Create>
    </Page>
  );
}

/** «پاسخ‌نامه‌ها» above a test that has started. */
function BooksLink({ classroomResource, classroomId }: { classroomResource: string; classroomId: string }) {
  const test = useRecordContext<TestRow>();
  if (!test || isBeforeStart(test.status)) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 1 }}>
      <LinkButton label="app.exams.books.open" icon={<GradingOutlinedIcon />} to={answerBooksRoute(classroomResource, classroomId, test.id)} variant="outlined" />
    </Box>
  );
}

/** .../{classroom_id}/test_set/{test_set_id}/test/{id}: the test's form and its copied questions. */
export function TestPage({ classroomResource }: { classroomResource: string }) {
  const { classroomId, id, isEvent, back, backLabel } = usePageParams(classroomResource);
  const translate = useTranslate();
  const { title } = useClassroomTitle(classroomResource, classroomId);
  return (
    <Page title={translate('app.exams.tests.edit_title', { classroom: title })} back={back} backLabel={backLabel}>
      <Edit
        resource={TESTS_RESOURCE}
        id={id}
        title=" "
        mutationMode="pessimistic"
        transform={(data, options) => toTestPayload(data, { classroomId, setId: '', isEvent, previous: options?.previousData })}
        redirect={false}
      >
        <BooksLink classroomResource={classroomResource} classroomId={classroomId} />
        {/* Deleting is the tests tab's (it leads back there); here only «ذخیره». */}
        <SimpleForm validate={(v) => validateTest(v, isEvent)} sx={{ maxWidth: 880 }} toolbar={<Toolbar><SaveButton /></Toolbar>}>
          <TestFields classroomId={classroomId} isEvent={isEvent} />
        </SimpleForm>
        <TestQuestionsSection />
      </Edit>
    </Page>
  );
}
