import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ArrayInput,
  Create,
  DataTable,
  Edit,
  FormDataConsumer,
  RadioButtonGroupInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  SimpleList,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AdminDataProvider } from '../../../providers/dataProvider';
import { ConsoleList } from '../../../components/ConsoleList';
import { ChipLabelField } from '../../../inputs/ChipLabelField';
import { JalaliDateField } from '../../../inputs/JalaliDateField';
import { PersianNumberField } from '../../../inputs/PersianNumberField';
import { LinkButton } from '../sessions/LinkButton';
import { AddRowButton } from '../shared/AddRowButton';
import { DecimalInput } from '../shared/DecimalInput';
import { faDigits, FaTextInput } from '../shared/text';
import { Page } from '../shared/UnitPage';
import {
  eventSetQuestionsRoute,
  levelChoices,
  modelTypeChoices,
  plainText,
  QUESTIONS_RESOURCE,
  toQuestionPayload,
  validateQuestion,
  type ChoiceRow,
  type QuestionRow,
} from './model';
import { useExamScope, useSetTitle } from './scope';

const MODEL_COLORS = { OPEN_ENDED: 'info', MULTI_CHOICE: 'secondary' } as const;

function QuestionText(_: { source?: string; label?: string }) {
  const r = useRecordContext<QuestionRow>();
  if (!r) return null;
  return (
    <Typography variant="body2" sx={{ fontWeight: 600, maxWidth: 460 }}>
      {faDigits(plainText(r.text))}
    </Typography>
  );
}

function LevelField(_: { source?: string; label?: string }) {
  const r = useRecordContext<QuestionRow>();
  const translate = useTranslate();
  return <Typography variant="body2">{r?.level ? translate(`app.exams.level.${r.level}`) : '—'}</Typography>;
}

/**
 * /units/:unitId/questions: the unit's bank, newest first; /events/test_set/questions the events'
 * bank, and /events/test_set/:testSetId/questions the questions of one of the events' sets.
 */
export function QuestionsPage() {
  const { testSetId } = useParams();
  const translate = useTranslate();
  const { scope, title } = useExamScope();
  const set = useSetTitle(testSetId);
  const open = (id: number | string) => scope.questionRoute(id);
  const filter = testSetId ? { ...scope.questionFilter, test_set_questions__test_set: testSetId } : scope.questionFilter;
  return (
    <Page
      title={testSetId ? title('questions', 'set_title', { set }) : title('questions', 'page_title')}
      back={testSetId ? scope.setRoute(testSetId) : scope.home}
      backLabel={testSetId ? 'app.exams.events.sets.back_to_set' : scope.homeLabel}
    >
      <ConsoleList
        resource={QUESTIONS_RESOURCE}
        filter={filter}
        disableSyncWithLocation
        storeKey={`questions-${scope.unitId ?? 'events'}-${testSetId ?? ''}`}
        title=" "
        empty={false}
        header={
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, p: 1 }}>
            {!scope.unitId && !testSetId && <LinkButton label="app.exams.events.sets.open" icon={<AssignmentOutlinedIcon />} to={scope.setsRoute} />}
            <LinkButton
              label={testSetId ? 'app.exams.events.questions.create_in_set' : 'app.exams.questions.create'}
              icon={<AddOutlinedIcon />}
              to={testSetId ? `${scope.questionRoute('create')}?test_set=${encodeURIComponent(testSetId)}` : scope.questionRoute('create')}
              variant="contained"
            />
          </Box>
        }
        phone={
          <SimpleList<QuestionRow>
            primaryText={(r) => faDigits(plainText(r.text, 70))}
            secondaryText={(r) => `${translate(`app.exams.model_type.${r.model_type}`)} · ${translate('resources.lma-questions.fields.mark')} ${faDigits(String(r.mark))}`}
            linkType={(r) => open(r.id)}
          />
        }
      >
        <DataTable<QuestionRow> rowClick={(id) => open(id)} bulkActionButtons={false} empty={<Typography sx={{ p: 2 }}>{title('questions', testSetId ? 'set_empty' : 'empty')}</Typography>}>
          <DataTable.Col source="text" disableSort>
            <QuestionText />
          </DataTable.Col>
          <DataTable.Col source="model_type" disableSort>
            <ChipLabelField source="model_type" labels="app.exams.model_type" colors={MODEL_COLORS} />
          </DataTable.Col>
          <DataTable.Col source="mark">
            <PersianNumberField source="mark" />
          </DataTable.Col>
          <DataTable.Col source="level">
            <LevelField />
          </DataTable.Col>
          <DataTable.Col source="last_modification_time" disableSort>
            <JalaliDateField source="last_modification_time" showTime />
          </DataTable.Col>
        </DataTable>
      </ConsoleList>
    </Page>
  );
}

/** The right choice, picked among the choices typed above (by their place). */
function CorrectChoiceInput({ choices }: { choices: ChoiceRow[] }) {
  const translate = useTranslate();
  const options = choices.map((c, i) => ({
    id: i,
    name: `${translate('app.exams.questions.choice', { n: faDigits(String(i + 1)) })}: ${faDigits(plainText(c?.text ?? '', 40))}`,
  }));
  return <SelectInput source="correct_choice_index" choices={options} translateChoice={false} isRequired />;
}

function QuestionForm() {
  return (
    <SimpleForm validate={validateQuestion} sx={{ maxWidth: 880 }}>
      <FaTextInput source="text" multiline minRows={4} isRequired helperText="app.exams.questions.text_help" />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <RadioButtonGroupInput source="model_type" choices={modelTypeChoices} />
        <DecimalInput source="mark" isRequired helperText="app.exams.questions.mark_help" />
        <SelectInput source="level" choices={levelChoices} emptyText="—" />
      </Box>
      <FormDataConsumer>
        {({ formData }) =>
          formData.model_type === 'MULTI_CHOICE' ? (
            <Box sx={{ width: '100%' }}>
              <ArrayInput source="choices_info" helperText="app.exams.questions.choices_help">
                <SimpleFormIterator inline fullWidth addButton={<AddRowButton label="app.exams.questions.add_choice" />}>
                  <TextInput source="text" label={false} fullWidth />
                </SimpleFormIterator>
              </ArrayInput>
              <CorrectChoiceInput choices={(formData.choices_info as ChoiceRow[] | undefined) ?? []} />
            </Box>
          ) : (
            <FaTextInput source="correct_answer" multiline minRows={3} helperText="app.exams.questions.answer_help" />
          )
        }
      </FormDataConsumer>
    </SimpleForm>
  );
}

/**
 * After a question is made from a set's questions page (`?test_set=`): it joins that set
 * (append_question, last, with its own mark) and the page goes back to the set's questions.
 */
function useJoinSet(setId: string | null) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  if (!setId) return undefined;
  return {
    onSuccess: async (question: { id: number }) => {
      try {
        await dataProvider.action(`lma/test_sets/${encodeURIComponent(setId)}/append_question`, 'POST', { question: question.id });
        notify('app.exams.events.questions.added_to_set', { type: 'success' });
      } catch (err) {
        notify(err instanceof Error && err.message ? err.message : 'app.exams.events.questions.not_added', { type: 'error' });
      }
      navigate(eventSetQuestionsRoute(setId));
    },
  };
}

/** /units/:unitId/questions/create; /events/test_set/questions/create (?test_set= from a set's page) */
export function QuestionCreatePage() {
  const { scope, title } = useExamScope();
  const [params] = useSearchParams();
  const setId = params.get('test_set');
  const set = useSetTitle(setId ?? undefined);
  const joinSet = useJoinSet(setId);
  return (
    <Page
      title={setId ? title('questions', 'set_create_title', { set }) : title('questions', 'create_title')}
      back={setId ? eventSetQuestionsRoute(setId) : scope.questionsRoute}
      backLabel={setId ? 'app.exams.events.sets.back_to_set' : 'app.exams.questions.back'}
    >
      <Create
        resource={QUESTIONS_RESOURCE}
        title=" "
        record={{ model_type: 'OPEN_ENDED', mark: 1, choices_info: [{ text: '' }, { text: '' }] }}
        transform={(data) => toQuestionPayload(data, scope.owner)}
        redirect={() => scope.questionsRoute.slice(1)}
        mutationOptions={joinSet}
      >
        <QuestionForm />
      </Create>
    </Page>
  );
}

/** /units/:unitId/questions/:id; /events/test_set/questions/:questionId (pessimistic: the API's field errors and a 409 on delete reach the page). */
export function QuestionEditPage() {
  const { id, questionId } = useParams();
  const { scope, title } = useExamScope();
  return (
    <Page title={title('questions', 'edit_title')} back={scope.questionsRoute} backLabel="app.exams.questions.back">
      <Edit
        resource={QUESTIONS_RESOURCE}
        id={id ?? questionId ?? ''}
        title=" "
        mutationMode="pessimistic"
        transform={(data) => toQuestionPayload(data, scope.owner)}
        redirect={() => scope.questionsRoute.slice(1)}
      >
        <QuestionForm />
      </Edit>
    </Page>
  );
}
