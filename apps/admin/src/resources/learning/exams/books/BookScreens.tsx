import { formatJalaliDateTime } from '@daneshsara/domain';
import GradingOutlinedIcon from '@mui/icons-material/GradingOutlined';
import Typography from '@mui/material/Typography';
import { DataTable, SimpleList, useGetOne, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ConsoleList } from '../../../../components/ConsoleList';
import { StatusChip } from '../../../../inputs/ChipLabelField';
import { nowrapColumns } from '../../../../inputs/tableSx';
import { markText } from '../../projects/kit/onePage';
import { PersonCell } from '../../projects/kit/parts';
import { LinkButton } from '../../sessions/LinkButton';
import { ExportButton } from '../../shared/buttons';
import { faDigits } from '../../shared/text';
import { EmptyRows } from '../../shared/ui';
import { Page } from '../../shared/UnitPage';
import { testsTabRoute, TESTS_RESOURCE, type TestRow } from '../tests/model';
import { useBookFilters } from './filters';
import { ANSWER_BOOKS_RESOURCE, BOOK_STATUS_COLORS, showGradesRoute, type AnswerBookRow } from './model';
import { listHasRows } from '../../../../components/list/listRows';

export function BookStatusField(_: { source?: string }) {
  const b = useRecordContext<AnswerBookRow>();
  return <StatusChip value={b?.status} labels="app.exams.books.status" colors={BOOK_STATUS_COLORS} />;
}

export function OwnerField(_: { source?: string }) {
  const b = useRecordContext<AnswerBookRow>();
  return <PersonCell person={b?.owner_info} />;
}

/** «۱۶ از ۲۰» once scored, else «—». */
export function TotalField(_: { source?: string }) {
  const b = useRecordContext<AnswerBookRow>();
  const translate = useTranslate();
  if (!b) return null;
  return (
    <Typography variant="body2">
      {b.total_score === null ? '—' : translate('app.exams.books.out_of', { score: markText(b.total_score), total: markText(b.test_info.total_mark) })}
    </Typography>
  );
}

export function GraderField(_: { source?: string }) {
  const b = useRecordContext<AnswerBookRow>();
  return <Typography variant="body2">{b?.grader_info?.full_name ? faDigits(b.grader_info.full_name) : '—'}</Typography>;
}

export function EndField(_: { source?: string }) {
  const b = useRecordContext<AnswerBookRow>();
  return <Typography variant="body2">{b?.attending_end_time ? formatJalaliDateTime(b.attending_end_time) : '—'}</Typography>;
}

/**
 * The columns every list of books shows (learner, status, score, grader, end), with the test's
 * title where the list spans tests; an array, so DataTable still sees each column as its own child.
 */
export function bookColumns(test?: ReactNode) {
  return [
    <DataTable.Col key="owner" source="owner" disableSort>
      <OwnerField />
    </DataTable.Col>,
    ...(test
      ? [
          <DataTable.Col key="test" source="test" disableSort>
            {test}
          </DataTable.Col>,
        ]
      : []),
    <DataTable.Col key="status" source="status">
      <BookStatusField />
    </DataTable.Col>,
    <DataTable.Col key="total_score" source="total_score">
      <TotalField />
    </DataTable.Col>,
    <DataTable.Col key="grader" source="grader" disableSort>
      <GraderField />
    </DataTable.Col>,
    <DataTable.Col key="attending_end_time" source="attending_end_time">
      <EndField />
    </DataTable.Col>,
  ];
}

function GradesLink({ res, classroomId }: { res: string; classroomId: string; source?: string }) {
  const b = useRecordContext<AnswerBookRow>();
  if (!b) return null;
  return <LinkButton label="app.exams.books.show_grades" icon={<GradingOutlinedIcon />} to={showGradesRoute(res, classroomId, b.test, b.id)} />;
}

/** «خروجی اکسل»: GET answer_books/export_report of this test with the filters set. */
function BooksExport({ testId }: { testId: string }) {
  const list = useListContext();
  return <ExportButton path={ANSWER_BOOKS_RESOURCE} filter={{ ...list.filterValues, test: testId }} disabled={!listHasRows(list)} />;
}

/**
 * {classrooms|events}/{classroom_id}/test/{test_id}/answer_books: every book of a test with its
 * Persian status, score and grader, filtered by status, national code, grader, the learner's
 * registration status or team, exported to .xlsx; each opens its grades.
 */
export function AnswerBooksPage({ classroomResource }: { classroomResource: string }) {
  const { classroomId = '', testId = '' } = useParams();
  const translate = useTranslate();
  const { data: test } = useGetOne<TestRow>(TESTS_RESOURCE, { id: Number(testId) }, { enabled: Boolean(testId) });
  const open = (id: number | string) => showGradesRoute(classroomResource, classroomId, testId, id);
  const filters = useBookFilters(classroomId);
  return (
    <Page title={translate('app.exams.books.page_title', { test: faDigits(test?.title ?? '') })} back={testsTabRoute(classroomResource, classroomId)} backLabel="app.exams.tests.back">
      <ConsoleList
        resource={ANSWER_BOOKS_RESOURCE}
        filter={{ test: testId }}
        filters={filters}
        disableSyncWithLocation
        storeKey={`answer-books-${testId}`}
        title=" "
        empty={false}
        extraActions={<BooksExport testId={testId} />}
        phone={
          <SimpleList<AnswerBookRow>
            primaryText={(b) => faDigits(b.owner_info?.full_name ?? '')}
            secondaryText={(b) => translate(`app.exams.books.status.${b.status}`)}
            tertiaryText={(b) => (b.total_score === null ? '' : markText(b.total_score))}
            linkType={(b) => open(b.id)}
          />
        }
      >
        <DataTable<AnswerBookRow> rowClick={(id) => open(id)} bulkActionButtons={false} empty={<EmptyRows text="app.exams.books.empty" />} sx={nowrapColumns('status', 'total_score', 'attending_end_time')}>
          {bookColumns()}
          <DataTable.Col source="actions" disableSort>
            <GradesLink res={classroomResource} classroomId={classroomId} />
          </DataTable.Col>
        </DataTable>
      </ConsoleList>
    </Page>
  );
}
