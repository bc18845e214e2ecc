import { formatJalaliDateTime, toPersianDigits } from '@daneshsara/domain';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import GradingOutlinedIcon from '@mui/icons-material/GradingOutlined';
import OpenInNewOutlinedIcon from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataTable, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { StatusChip } from '../../../../inputs/ChipLabelField';
import { nowrapColumns } from '../../../../inputs/tableSx';
import { classroomKindOf } from '../../api';
import { DEFAULT_CLASSROOM_RESOURCE } from '../../sessions/api';
import { LinkButton } from '../../sessions/LinkButton';
import { useOnePage } from '../../projects/kit/onePage';
import { CardLine, RowCards, TabSection } from '../../projects/kit/parts';
import { useTabList } from '../../projects/kit/useTabList';
import { DeleteRowButton } from '../../shared/buttons';
import type { ClassroomRecord } from '../../shared/fields';
import { faDigits } from '../../shared/text';
import { EmptyRows, RowButtons } from '../../shared/ui';
import { answerBooksRoute } from '../books/model';
import { isBeforeStart, pickSetRoute, TEST_STATUS_COLORS, testRoute, TESTS_PATH, type TestRow } from './model';

const LABELS = 'lma-tests';

/** The title; an event's first test is marked as its pre-registration questionnaire. */
function TitleField({ questionnaire }: { source?: string; questionnaire?: number | null }) {
  const t = useRecordContext<TestRow>();
  const translate = useTranslate();
  if (!t) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
        {faDigits(t.title)}
      </Typography>
      {questionnaire === t.id && <Chip size="small" color="info" variant="outlined" label={translate('app.exams.events.questionnaire')} />}
    </Box>
  );
}

function StatusField(_: { source?: string }) {
  const t = useRecordContext<TestRow>();
  return <StatusChip value={t?.status} labels="app.exams.tests.status" colors={TEST_STATUS_COLORS} />;
}

function StartField(_: { source?: string }) {
  const t = useRecordContext<TestRow>();
  return <Typography variant="body2">{t?.start_time ? formatJalaliDateTime(t.start_time) : '—'}</Typography>;
}

/** «۹۰ دقیقه · ۴ سوال · ۱۲ داوطلب» */
function FactsField(_: { source?: string }) {
  const t = useRecordContext<TestRow>();
  const translate = useTranslate();
  if (!t) return null;
  const n = (v: number) => toPersianDigits(String(v));
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.exams.tests.facts', { minutes: n(t.duration_deadline), questions: n(t.test_questions_length), examinees: n(t.examinees_count) })}
    </Typography>
  );
}

function TestActions({ res }: { res: string; source?: string }) {
  const t = useRecordContext<TestRow>();
  if (!t) return null;
  return (
    <RowButtons>
      <LinkButton label="app.exams.tests.open" icon={<OpenInNewOutlinedIcon />} to={testRoute(res, t.classroom, t.test_set, t.id)} />
      {!isBeforeStart(t.status) && <LinkButton label="app.exams.books.open" icon={<GradingOutlinedIcon />} to={answerBooksRoute(res, t.classroom, t.id)} />}
      {isBeforeStart(t.status) && (
        <DeleteRowButton
          path={`${TESTS_PATH}/${t.id}`}
          title="app.exams.tests.delete.title"
          content="app.exams.tests.delete.content"
          translateOptions={{ title: faDigits(t.title) }}
          done="app.exams.tests.delete.done"
        />
      )}
    </RowButtons>
  );
}

/**
 * «آزمون‌ها» on a classroom's (or event's) page: its tests (GET lma/tests?classroom=) with their
 * Persian status; «ساخت آزمون» opens the sets of the classroom's unit to make one from.
 */
export function TestsTab(_: { label?: false }) {
  const record = useRecordContext<ClassroomRecord>();
  const res = useResourceContext() ?? DEFAULT_CLASSROOM_RESOURCE;
  const tests = useOnePage<TestRow>(TESTS_PATH, { classroom: record?.id }, { enabled: Boolean(record?.id) });
  const list = useTabList(tests, { sort: { field: 'start_time', order: 'DESC' } });
  if (!record) return null;
  const unitId = record.unit_info?.id ?? (record.unit as number | undefined) ?? 0;
  const isEvent = classroomKindOf(res) === 'events';
  const empty = isEvent ? 'app.exams.events.tests_empty' : 'app.exams.tests.empty';
  const questionnaire = isEvent ? (record.tests?.[0] ?? null) : null;
  return (
    <TabSection
      title="app.exams.tests.tab"
      action={<LinkButton label="app.exams.tests.create" variant="contained" icon={<AddOutlinedIcon />} to={pickSetRoute(res, record.id, unitId)} />}
      resource={LABELS}
      list={list}
      table={
        <DataTable<TestRow> bulkActionButtons={false} rowClick={false} empty={<EmptyRows text={empty} />} sx={nowrapColumns('status', 'start_time')}>
          <DataTable.Col source="title">
            <TitleField questionnaire={questionnaire} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <StatusField />
          </DataTable.Col>
          <DataTable.Col source="start_time">
            <StartField />
          </DataTable.Col>
          <DataTable.Col source="facts" disableSort>
            <FactsField />
          </DataTable.Col>
          <DataTable.Col source="actions" disableSort>
            <TestActions res={res} />
          </DataTable.Col>
        </DataTable>
      }
      cards={
        <RowCards<TestRow>
          empty={empty}
          render={() => ({
            title: <TitleField questionnaire={questionnaire} />,
            badge: <StatusField />,
            lines: [
              <CardLine key="s" label={`resources.${LABELS}.fields.start_time`}>
                <StartField />
              </CardLine>,
              <FactsField key="f" />,
            ],
            actions: <TestActions res={res} />,
          })}
        />
      }
    />
  );
}
