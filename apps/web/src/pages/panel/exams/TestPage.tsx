import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { formatJalaliDateTime, formatNumber, toPersianDigits } from '@daneshsara/domain';
import { useParams } from 'react-router-dom';
import { useAnswerBooks, useMyId, useTest } from '../../../features/exams/api';
import { ExamActions } from '../../../features/exams/components/ExamActions';
import {
  bookBadge,
  durationLabel,
  formatScore,
  showsTotal,
  testBadge,
} from '../../../features/exams/model';
import { useClassroom } from '../../../features/learning/api';
import {
  Facts,
  NotFoundPage,
  PageSkeleton,
  TwoColumns,
} from '../../../features/learning/components/PanelParts';
import { classroomBack, MY_CLASSROOMS_BACK } from '../../../features/learning/sessionsModel';
import { parseId } from '../../../features/payments/params';
import { StatusChip } from '../../../features/payments/components/StatusChip';
import { LoadError } from '../../../kit/LoadError';
import { PageHeader } from '../../../kit/PageHeader';
import { RichText } from '../../../kit/RichText';
import { SectionCard } from '../../../kit/SectionCard';

const when = (v: string | null) => (v ? formatJalaliDateTime(v) : 'اعلام نشده');

/**
 * /panel/profile/test/:id: a test I sit, its times, my answer book, and the four buttons the
 * server's flags allow (ENDPOINTS.md 4.2).
 */
export function TestPage() {
  const id = parseId(useParams().id);
  const me = useMyId();
  const test = useTest(id);
  const books = useAnswerBooks({ test: id ?? 0, owner: me ?? undefined, per_page: 1 }, id !== null && me !== null);
  const classroom = useClassroom(test.data?.classroom ?? null);
  const back = test.data ? classroomBack(classroom.data) : MY_CLASSROOMS_BACK;

  if (id === null || (isApiError(test.error) && test.error.status === 404)) {
    return <NotFoundPage title="آزمون" what="این آزمون" back={back} />;
  }
  const t = test.data;
  const book = books.data?.results[0] ?? null;
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title={t ? toPersianDigits(t.title) : 'آزمون'}
        badge={t ? <StatusChip {...testBadge(t.status)} /> : undefined}
        back={back}
      />
      {test.error && !t ? (
        <LoadError error={test.error} onRetry={() => void test.refetch()} />
      ) : !t || books.isPending ? (
        <PageSkeleton label="در حال بارگذاری آزمون" />
      ) : (
        <TwoColumns
          main={
            <SectionCard id="test-facts" title="مشخصات آزمون" icon={<QuizOutlined />}>
              <Facts
                items={[
                  { label: 'وضعیت آزمون', value: <StatusChip {...testBadge(t.status)} /> },
                  { label: 'مدت پاسخگویی', value: durationLabel(t.duration_deadline) },
                  { label: 'شروع', value: when(t.start_time) },
                  { label: 'پایان', value: when(t.end_time) },
                  { label: 'تعداد سوال‌ها', value: formatNumber(t.test_questions_length) },
                  {
                    label: 'بارم کل',
                    value: formatScore(t.total_mark),
                    hidden: t.total_mark === undefined,
                  },
                  { label: 'اعلام نتایج', value: when(t.announcement_time) },
                  {
                    label: 'مهلت اعتراض',
                    value: t.objection_start_time
                      ? `${when(t.objection_start_time)} تا ${when(t.objection_end_time)}`
                      : 'ندارد',
                    wide: true,
                  },
                ]}
              />
              {t.description && (
                <Box sx={{ mt: 2.5 }}>
                  <RichText text={t.description} />
                </Box>
              )}
            </SectionCard>
          }
          side={
            <SectionCard id="my-book" title="پاسخ‌نامه من" icon={<AssignmentIndOutlined />}>
              {book ? (
                <Facts
                  items={[
                    { label: 'وضعیت', value: <StatusChip {...bookBadge(book)} /> },
                    {
                      label: 'نمره کل',
                      value: formatScore(book.total_score),
                      hidden: !showsTotal(book.status),
                    },
                    {
                      label: 'شروع پاسخگویی',
                      value: when(book.attending_start_time),
                      hidden: !book.attending_start_time,
                    },
                    {
                      label: 'پایان پاسخگویی',
                      value: when(book.attending_end_time),
                      hidden: !book.attending_end_time,
                    },
                  ]}
                />
              ) : (
                <Typography sx={{ color: 'text.secondary', lineHeight: 1.9 }}>
                  {t.is_enabled_attending
                    ? 'آزمون در حال برگزاری است؛ پس از خواندن قوانین می‌توانید شروع کنید.'
                    : 'هنوز در این آزمون شرکت نکرده‌اید.'}
                </Typography>
              )}
              <Box sx={{ mt: 2.5 }}>
                <ExamActions test={t} book={book} fullWidth />
              </Box>
            </SectionCard>
          }
          rest={null}
        />
      )}
    </Box>
  );
}
