import QuizOutlined from '@mui/icons-material/QuizOutlined';
import { isApiError, type AnswerBookRow, type TestRow } from '@daneshsara/api-client';
import { formatJalaliDateTime, formatNumber, toPersianDigits } from '@daneshsara/domain';
import { SectionCard } from '../../../kit/SectionCard';
import { ChipRow, LabeledChip } from '../../learning/components/PanelParts';
import { LinkRow, RowsSkeleton, SectionRows } from '../../learning/components/RowList';
import { StatusChip } from '../../payments/components/StatusChip';
import { useAnswerBooks, useClassroomTests, useMyId } from '../api';
import { bookBadge, durationLabel, examPaths, formatScore, showsTotal, testBadge } from '../model';

/** «شروع ۱۵ مهر ۱۴۰۵ ۱۰:۰۰ · ۴۵ دقیقه» */
export function testWhen(t: Pick<TestRow, 'start_time' | 'duration_deadline'>): string {
  const start = t.start_time ? `شروع ${formatJalaliDateTime(t.start_time)}` : 'زمان برگزاری هنوز اعلام نشده';
  return `${start} · ${durationLabel(t.duration_deadline)}`;
}

function TestItem({ test, book, n }: { test: TestRow; book: AnswerBookRow | null; n: number }) {
  return (
    <LinkRow
      to={examPaths.test(test.id)}
      n={n}
      title={toPersianDigits(test.title)}
      badges={<StatusChip {...testBadge(test.status)} />}
      subtitle={testWhen(test)}
    >
      <ChipRow>
        <LabeledChip
          label="پاسخ‌نامه من"
          badge={book ? bookBadge(book) : { label: 'شرکت نکرده‌اید', tone: 'default' }}
        />
        {book && showsTotal(book.status) && (
          <LabeledChip label="نمره" badge={{ label: formatScore(book.total_score), tone: 'success' }} />
        )}
        {test.is_enabled_attending && !book && (
          <StatusChip label="آزمون در حال برگزاری است" tone="success" />
        )}
      </ChipRow>
    </LinkRow>
  );
}

/**
 * «آزمون‌ها» of the learner's classroom page (the «آزمون» tab): the tests I sit, each with its
 * phase and my answer book; a row opens the test's page with its buttons.
 */
export function ClassroomTests({ classroomId }: { classroomId: number }) {
  const me = useMyId();
  const tests = useClassroomTests(classroomId);
  const books = useAnswerBooks(
    { test__classroom: classroomId, owner: me ?? undefined, per_page: 100 },
    me !== null,
  );
  const mine = books.data?.results ?? [];
  const notAllowed = isApiError(tests.error) && tests.error.status === 404;
  const rows = tests.data;
  return (
    <SectionCard
      id="classroom-tests"
      title="آزمون"
      description={
        rows && rows.length > 0
          ? `${formatNumber(rows.length)} آزمون؛ قوانین، شرکت در آزمون و نتیجه در صفحه هر آزمون.`
          : 'آزمون‌هایی که برای شما تعریف شده و نتیجه آن‌ها.'
      }
      icon={<QuizOutlined />}
    >
      <SectionRows
        query={tests}
        notAllowed={notAllowed}
        notAllowedNote="آزمون‌ها تنها برای ثبت نام‌شدگان قطعی نمایش داده می‌شود."
        loadingLabel="در حال بارگذاری آزمون‌ها"
        skeleton={<RowsSkeleton rows={1} />}
        emptyNote="هنوز آزمونی برای شما تعریف نشده است."
        label="آزمون‌ها"
      >
        {(list) =>
          list.map((t, i) => (
            <TestItem key={t.id} test={t} book={mine.find((b) => b.test === t.id) ?? null} n={i + 1} />
          ))
        }
      </SectionRows>
    </SectionCard>
  );
}
