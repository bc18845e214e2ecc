import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isApiError, type AnswerBookRow, type AnswerSheetRow, type TestQuestionInfo } from '@daneshsara/api-client';
import { AnswerBookStatus, formatJalaliDateTime, formatNumber, toPersianDigits } from '@daneshsara/domain';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  useAnswerBook,
  useBookAction,
  useGraderNote,
  useMyId,
  useSubmitScore,
} from '../../../features/exams/api';
import { AnswerReview } from '../../../features/exams/components/AnswerReview';
import { bookBadge, examPaths, formatScore, parseScore } from '../../../features/exams/model';
import { Facts, NotFoundPage, PageSkeleton } from '../../../features/learning/components/PanelParts';
import { toast } from '../../../features/notify/toast';
import { StatusChip } from '../../../features/payments/components/StatusChip';
import { parseId } from '../../../features/payments/params';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { LoadError } from '../../../kit/LoadError';
import { PageHeader } from '../../../kit/PageHeader';
import { SectionCard } from '../../../kit/SectionCard';

/** A score field of one answer: saved on leaving it; never above the question's mark. */
function ScoreField({ book, q, sheet, n }: { book: number; q: TestQuestionInfo; sheet: AnswerSheetRow | null; n: number }) {
  const save = useSubmitScore(book);
  const [text, setText] = useState(sheet?.score === null || sheet?.score === undefined ? '' : formatScore(sheet.score));
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  if (!sheet) return <StatusChip label="بدون پاسخ؛ نمره صفر" />;
  const commit = () => {
    if (!text.trim()) return;
    const score = parseScore(text, q.mark);
    if (score === null) {
      setError(`نمره باید عددی از ۰ تا ${formatScore(q.mark)} باشد.`);
      return;
    }
    setError(undefined);
    save.mutate(
      { sheet: sheet.id, score },
      {
        onSuccess: () => setSaved(true),
        onError: (e) => setError(isApiError(e) ? e.message : 'ذخیره نشد؛ دوباره تلاش کنید.'),
      },
    );
  };
  return (
    <TextField
      label={`نمره سوال ${formatNumber(n)}`}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        setSaved(false);
      }}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      error={!!error}
      helperText={error ?? (save.isPending ? 'در حال ذخیره…' : saved ? 'ذخیره شد' : `از ${formatScore(q.mark)} نمره`)}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ maxWidth: 220 }}
    />
  );
}

function GradeActions({ book, classroomId }: { book: AnswerBookRow; classroomId: number }) {
  const navigate = useNavigate();
  const note = useGraderNote(book.id);
  const scores = useBookAction(book.id, 'confirmScores');
  const ungradable = useBookAction(book.id, 'confirmUngradable');
  const [text, setText] = useState(book.grader_description ?? '');
  const [asking, setAsking] = useState<'scores' | 'ungradable' | null>(null);
  const done = (message: string) => {
    setAsking(null);
    toast.success(message);
    void navigate(examPaths.graderBooks(classroomId));
  };
  return (
    <SectionCard id="grade-actions" title="پایان تصحیح" icon={<DoneAllRounded />}>
      <TextField
        label="توضیح مصحح"
        multiline
        minRows={2}
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Box sx={{ display: 'flex', gap: 1.25, flexWrap: 'wrap', mt: 1.5 }}>
        <Button
          variant="outlined"
          disabled={note.isPending || !text.trim()}
          onClick={() => note.mutate(text, { onSuccess: () => toast.success('توضیح ذخیره شد.') })}
        >
          ذخیره توضیح
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.25, flexWrap: 'wrap', mt: 3 }}>
        <Button variant="contained" startIcon={<DoneAllRounded />} onClick={() => setAsking('scores')}>
          تایید نهایی نمرات
        </Button>
        <Button variant="outlined" color="error" startIcon={<ReportProblemOutlined />} onClick={() => setAsking('ungradable')}>
          نیاز به رفع مشکل
        </Button>
      </Box>
      <ConfirmDialog
        open={asking === 'scores'}
        title="تایید نهایی نمرات"
        message="نمره‌ها ثبت و پاسخ‌نامه تصحیح‌شده اعلام می‌شود. ادامه می‌دهید؟"
        confirmLabel="تایید نمرات"
        pending={scores.isPending}
        onConfirm={() => scores.mutate(undefined, { onSuccess: () => done('نمرات تایید شد.') })}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'ungradable'}
        title="نیاز به رفع مشکل"
        message="این پاسخ‌نامه قابل تصحیح نیست و برای رفع مشکل به کارشناس آموزش ارجاع می‌شود. ادامه می‌دهید؟"
        confirmLabel="ثبت نیاز به رفع مشکل"
        danger
        pending={ungradable.isPending}
        onConfirm={() => ungradable.mutate(undefined, { onSuccess: () => done('پاسخ‌نامه برای رفع مشکل ارجاع شد.') })}
        onClose={() => setAsking(null)}
      />
    </SectionCard>
  );
}

/**
 * .../answer_books/:answer_book_id/show_grades and /submit_grade: a book's answers; a book
 * nobody grades yet can be taken («برداشتن برای تصحیح», only one grader wins); while it is mine
 * and GRADING, a score per answer, a note, then «تایید نهایی نمرات» or «نیاز به رفع مشکل».
 */
export function GraderBookPage() {
  const params = useParams();
  const classroomId = parseId(params.classroom_id) ?? 0;
  const id = parseId(params.answer_book_id);
  const me = useMyId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const book = useAnswerBook(id);
  const take = useBookAction(id ?? 0, 'setGraderToMe');
  const back = { to: examPaths.graderBooks(classroomId), label: 'پاسخ‌نامه‌ها' };
  if (id === null || (isApiError(book.error) && book.error.status === 404)) {
    return <NotFoundPage title="پاسخ‌نامه" what="این پاسخ‌نامه" back={back} />;
  }
  const b = book.data;
  const mine = !!b && b.grader === me && b.status === AnswerBookStatus.GRADING;
  const grading = mine && pathname.endsWith('/submit_grade');
  const takeable = !!b && !b.grader && (b.status === AnswerBookStatus.SUBMITTED || b.status === AnswerBookStatus.PASSED_DURATION_DEADLINE || b.status === AnswerBookStatus.FETCHED);
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageHeader
        title={b ? `پاسخ‌نامه ${b.owner_info?.full_name ?? ''}` : 'پاسخ‌نامه'}
        badge={b ? <StatusChip {...bookBadge(b)} /> : undefined}
        back={back}
      />
      {book.error && !b ? (
        <LoadError error={book.error} onRetry={() => void book.refetch()} />
      ) : !b ? (
        <PageSkeleton label="در حال بارگذاری پاسخ‌نامه" />
      ) : (
        <Stack spacing={3}>
          <SectionCard id="book-facts" title={toPersianDigits(b.test_info.title)} icon={<AssignmentIndOutlined />}>
            <Facts
              items={[
                { label: 'آزمون‌دهنده', value: b.owner_info?.full_name ?? '—' },
                { label: 'وضعیت', value: <StatusChip {...bookBadge(b)} /> },
                { label: 'پایان پاسخگویی', value: formatJalaliDateTime(b.attending_end_time), hidden: !b.attending_end_time },
                { label: 'مصحح', value: b.grader_info?.full_name ?? '', hidden: !b.grader_info },
                { label: 'نمره کل', value: formatScore(b.total_score), hidden: b.total_score === null },
              ]}
            />
            {takeable && (
              <Button
                variant="contained"
                sx={{ mt: 2.5, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
                disabled={take.isPending}
                onClick={() =>
                  take.mutate(undefined, {
                    onSuccess: () => {
                      toast.success('پاسخ‌نامه برای تصحیح به شما سپرده شد.');
                      void navigate(examPaths.graderGrade(classroomId, b.id));
                    },
                  })
                }
              >
                برداشتن برای تصحیح
              </Button>
            )}
            {mine && !grading && (
              <Button
                variant="contained"
                sx={{ mt: 2.5, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
                onClick={() => void navigate(examPaths.graderGrade(classroomId, b.id))}
              >
                ادامه تصحیح
              </Button>
            )}
          </SectionCard>
          <AnswerReview
            book={b}
            showScores={!grading}
            extra={grading ? (q, sheet, n) => <ScoreField book={b.id} q={q} sheet={sheet} n={n} /> : undefined}
          />
          {grading && <GradeActions book={b} classroomId={classroomId} />}
        </Stack>
      )}
    </Box>
  );
}
