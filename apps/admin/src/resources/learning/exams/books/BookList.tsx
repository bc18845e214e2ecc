import Typography from '@mui/material/Typography';
import { DataTable, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { ConsoleList } from '../../../../components/ConsoleList';
import { nowrapColumns } from '../../../../inputs/tableSx';
import { DEFAULT_CLASSROOM_RESOURCE } from '../../sessions/api';
import { faDigits } from '../../shared/text';
import { EmptyRows } from '../../shared/ui';
import { bookColumns } from './BookScreens';
import { useBookFilters } from './filters';
import { showGradesRoute, type AnswerBookRow } from './model';

/** A book's grades page (under the classrooms: every classroom, event or circle opens there). */
const gradesOf = (b: AnswerBookRow) =>
  showGradesRoute(DEFAULT_CLASSROOM_RESOURCE, b.test_info.classroom, b.test, b.id);

function TestField(_: { source?: string }) {
  const b = useRecordContext<AnswerBookRow>();
  return <Typography variant="body2">{faDigits(b?.test_info?.title ?? '')}</Typography>;
}

/**
 * /lma-answer-books: every answer book the signed-in staff member may read (the educational staff
 * every test's; a professor or grader their classrooms'), filtered like a test's list. The
 * dashboard's «پاسخ‌نامه‌های در انتظار تصحیح» opens it filtered `status=WAITING_FOR_GRADING`.
 */
export function AnswerBooksList() {
  const translate = useTranslate();
  const filters = useBookFilters();
  return (
    <ConsoleList
      filters={filters}
      sort={{ field: 'attending_end_time', order: 'ASC' }}
      phone={
        <SimpleList<AnswerBookRow>
          primaryText={(b) => faDigits(b.owner_info?.full_name ?? '')}
          secondaryText={(b) => faDigits(b.test_info?.title ?? '')}
          tertiaryText={(b) => translate(`app.exams.books.status.${b.status}`)}
          linkType={(b) => gradesOf(b as AnswerBookRow)}
        />
      }
    >
      <DataTable<AnswerBookRow>
        rowClick={(_id, _resource, b) => gradesOf(b as AnswerBookRow)}
        bulkActionButtons={false}
        empty={<EmptyRows text="app.exams.books.empty_all" />}
        sx={nowrapColumns('status', 'total_score', 'attending_end_time')}
      >
        {bookColumns(<TestField />)}
      </DataTable>
    </ConsoleList>
  );
}
