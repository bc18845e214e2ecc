import { toPersianDigits } from '@daneshsara/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BooleanInput, DataTable, useRecordContext, useTranslate } from 'react-admin';
import { StatusChip } from '../../../../inputs/ChipLabelField';
import { IntegerInput } from '../../../../inputs/IntegerInput';
import { markText } from '../../projects/kit/onePage';
import { CardLine, RowCards, TabSection } from '../../projects/kit/parts';
import { useTabList } from '../../projects/kit/useTabList';
import { FormDialogButton } from '../../shared/buttons';
import { DecimalInput } from '../../shared/DecimalInput';
import { faDigits } from '../../shared/text';
import { FlagChip } from '../../shared/ui';
import { useLmaCall } from '../../shared/useLmaCall';
import { plainText } from '../model';
import { isBeforeStart, TEST_QUESTIONS_PATH, toTestQuestionPayload, validateTestQuestion, type TestQuestionItem, type TestRow } from './model';

const LABELS = 'lma-test-questions';
const MODEL_COLORS = { OPEN_ENDED: 'info', MULTI_CHOICE: 'secondary' } as const;

function PlaceField(_: { source?: string }) {
  const q = useRecordContext<TestQuestionItem>();
  return q ? <Typography variant="body2">{toPersianDigits(String(q.order + 1))}</Typography> : null;
}

function TextField(_: { source?: string }) {
  const q = useRecordContext<TestQuestionItem>();
  return q ? (
    <Typography variant="body2" sx={{ fontWeight: 500, maxWidth: 460 }}>
      {faDigits(plainText(q.question_info.text, 120))}
    </Typography>
  ) : null;
}

function TypeField(_: { source?: string }) {
  const q = useRecordContext<TestQuestionItem>();
  return <StatusChip value={q?.question_info.model_type} labels="app.exams.model_type" colors={MODEL_COLORS} />;
}

function MarkField(_: { source?: string }) {
  const q = useRecordContext<TestQuestionItem>();
  return <Typography variant="body2">{markText(q?.mark)}</Typography>;
}

function ExtraField(_: { source?: string }) {
  const q = useRecordContext<TestQuestionItem>();
  return q ? <FlagChip on={q.is_extra_mark} yes="app.exams.tests.questions.extra" no="app.exams.tests.questions.counted" color="warning" /> : null;
}

/** «ویرایش» on a question: its mark, extra-mark flag and place (PUT lma/test_questions/{id}), before the start. */
function EditQuestionButton({ editable }: { editable: boolean; source?: string }) {
  const q = useRecordContext<TestQuestionItem>();
  const translate = useTranslate();
  const { submit } = useLmaCall();
  if (!q || !editable) return null;
  return (
    <FormDialogButton
      title={translate('app.exams.tests.questions.edit_title', { n: toPersianDigits(String(q.order + 1)) })}
      defaultValues={{ mark: q.mark, is_extra_mark: q.is_extra_mark, place: q.order + 1 }}
      validate={validateTestQuestion}
      onSubmit={(values) => submit(`${TEST_QUESTIONS_PATH}/${q.id}`, 'PUT', toTestQuestionPayload(values), 'app.exams.tests.questions.saved')}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {faDigits(plainText(q.question_info.text, 200))}
      </Typography>
      <DecimalInput source="mark" label={`resources.${LABELS}.fields.mark`} helperText="app.exams.questions.mark_help" fullWidth />
      <BooleanInput source="is_extra_mark" label={`resources.${LABELS}.fields.is_extra_mark`} helperText="app.exams.tests.questions.extra_help" />
      <IntegerInput source="place" label={`resources.${LABELS}.fields.order`} helperText="app.exams.tests.questions.place_help" fullWidth />
    </FormDialogButton>
  );
}

/**
 * «سوال‌های آزمون» under a test's form: the copies made from the set (editing the bank never
 * changes them), in their order, with their marks; staff change a mark, the extra-mark flag or
 * the place until the test starts.
 */
export function TestQuestionsSection() {
  const test = useRecordContext<TestRow>();
  const translate = useTranslate();
  const rows = test?.test_questions_info ?? [];
  const list = useTabList<TestQuestionItem>({ isPending: !test, data: rows }, { perPage: 100, sort: { field: 'order', order: 'ASC' } });
  if (!test) return null;
  const editable = isBeforeStart(test.status);
  return (
    <Box sx={{ mt: 2 }}>
      <TabSection
        title={translate('app.exams.tests.questions.title', { count: toPersianDigits(String(test.test_questions_length)), total: markText(test.total_mark) })}
        intro={
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(editable ? 'app.exams.tests.questions.help' : 'app.exams.tests.questions.locked')}
          </Typography>
        }
        resource={LABELS}
        list={list}
        table={
          <DataTable<TestQuestionItem> bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="order">
              <PlaceField />
            </DataTable.Col>
            <DataTable.Col source="text" disableSort>
              <TextField />
            </DataTable.Col>
            <DataTable.Col source="model_type" disableSort>
              <TypeField />
            </DataTable.Col>
            <DataTable.Col source="mark">
              <MarkField />
            </DataTable.Col>
            <DataTable.Col source="is_extra_mark">
              <ExtraField />
            </DataTable.Col>
            <DataTable.Col source="actions" disableSort>
              <EditQuestionButton editable={editable} />
            </DataTable.Col>
          </DataTable>
        }
        cards={
          <RowCards<TestQuestionItem>
            empty="app.exams.tests.questions.empty"
            render={() => ({
              title: <TextField />,
              badge: <TypeField />,
              lines: [
                <CardLine key="o" label={`resources.${LABELS}.fields.order`}>
                  <PlaceField />
                </CardLine>,
                <CardLine key="m" label={`resources.${LABELS}.fields.mark`}>
                  <MarkField />
                </CardLine>,
                <ExtraField key="e" />,
              ],
              actions: <EditQuestionButton editable={editable} />,
            })}
          />
        }
      />
    </Box>
  );
}
