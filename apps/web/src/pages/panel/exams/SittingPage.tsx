import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import HourglassDisabledOutlined from '@mui/icons-material/HourglassDisabledOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { formatNumber } from '@daneshsara/domain';
import { useCallback, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { examKeys, useBookAction, useSitting } from '../../../features/exams/api';
import { OverallAnswer } from '../../../features/exams/components/OverallAnswer';
import { QuestionCard, QuestionHead } from '../../../features/exams/components/QuestionCard';
import { SittingBar } from '../../../features/exams/components/SittingBar';
import { useCountdown } from '../../../features/exams/useCountdown';
import {
  examPaths,
  questionsOf,
  rememberedMode,
  sheetFor,
} from '../../../features/exams/model';
import { PageSkeleton } from '../../../features/learning/components/PanelParts';
import { toast, errorMessage } from '../../../features/notify/toast';
import { parseId } from '../../../features/payments/params';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { EmptyState } from '../../../kit/EmptyState';
import { PageTitle } from '../../../components/PageTitle';

type Flush = () => Promise<void>;

/**
 * participate/all_questions and participate/question/:question_number: the questions (the first
 * fetch starts the attempt), the countdown on the server's clock, each answer saved as it is
 * given; «پایان آزمون» asks first; at zero the page saves what is left and closes by itself.
 */
function Sitting({ single }: { single: boolean }) {
  const params = useParams();
  const testId = parseId(params.test_id) ?? 0;
  const bookId = parseId(params.answer_book_id);
  const n = parseId(params.question_number) ?? 1;
  const sitting = useSitting(bookId);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const finish = useBookAction(bookId ?? 0, 'confirmAnswers');
  const [asking, setAsking] = useState(false);
  const flushers = useRef(new Map<number, Flush>());
  const done = useRef(false);
  const register = useCallback((id: number, f: Flush | null) => {
    if (f) flushers.current.set(id, f);
    else flushers.current.delete(id);
  }, []);
  const flushAll = () => Promise.all([...flushers.current.values()].map((f) => f())).then(() => undefined);

  const leave = () => {
    void qc.invalidateQueries({ queryKey: examKeys.all });
    void navigate(examPaths.test(testId), { replace: true });
  };
  const onEnd = async () => {
    if (done.current) return;
    done.current = true;
    await flushAll();
    toast.info('زمان آزمون به اتمام رسیده است.');
    leave();
  };
  const onClosed = (message: string) => {
    if (done.current) return;
    done.current = true;
    toast.error(message);
    leave();
  };
  const left = useCountdown({
    book: sitting.data?.book,
    receivedAt: sitting.data?.receivedAt ?? 0,
    resync: () => void sitting.refetch(),
    onWarn: () => toast.warning('دقایق پایانی آزمون است؛ پاسخ‌های خود را مرور کنید.'),
    onEnd: () => void onEnd(),
  });

  const confirm = async () => {
    await flushAll();
    finish.mutate(undefined, {
      onSuccess: () => {
        done.current = true;
        setAsking(false);
        toast.success('تایید آزمون با موفقیت انجام شد.');
        leave();
      },
    });
  };

  if (sitting.isError) {
    return (
      <Box sx={{ maxWidth: 760, mx: 'auto' }}>
        <PageTitle title="آزمون" />
        <Card>
          <EmptyState
            icon={<HourglassDisabledOutlined />}
            title="پاسخگویی به این آزمون ممکن نیست"
            description={errorMessage(sitting.error)}
            link={{ to: examPaths.test(testId), label: 'بازگشت به صفحه آزمون' }}
          />
        </Card>
      </Box>
    );
  }
  if (!sitting.data || bookId === null) return <PageSkeleton label="در حال بارگذاری سوال‌ها" />;

  const { book } = sitting.data;
  const questions = questionsOf(book);
  const overall = rememberedMode(book.id) === 'overall';
  const shown = single && !overall ? questions.slice(n - 1, n) : questions;
  const card = (q: (typeof questions)[number], i: number) => (
    <QuestionCard
      key={q.id}
      book={book.id}
      q={q}
      n={i}
      sheet={sheetFor(book, q)}
      register={register}
      onClosed={onClosed}
    />
  );
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageTitle title={book.test_info.title} />
      <SittingBar
        title={book.test_info.title}
        left={left}
        onFinish={() => setAsking(true)}
        finishing={finish.isPending}
      />
      <Stack spacing={2.5}>
        {overall ? (
          <>
            <OverallAnswer book={book} onClosed={onClosed} />
            {questions.map((q, i) => (
              <QuestionPreview key={q.id} q={q} n={i + 1} />
            ))}
          </>
        ) : single ? (
          shown.map((q) => card(q, n))
        ) : (
          questions.map((q, i) => card(q, i + 1))
        )}
      </Stack>
      {!overall && (
        <QuestionNav single={single} n={n} count={questions.length} testId={testId} bookId={book.id} />
      )}
      <ConfirmDialog
        open={asking}
        title="پایان آزمون"
        message="پس از پایان آزمون دیگر نمی‌توانید پاسخ‌ها را تغییر دهید. آزمون را به پایان می‌برید؟"
        confirmLabel="پایان و ارسال پاسخ‌ها"
        pending={finish.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}

/** The questions under the one-file answer: read only. */
function QuestionPreview({ q, n }: { q: ReturnType<typeof questionsOf>[number]; n: number }) {
  return (
    <Card component="section" aria-label={`سوال ${formatNumber(n)}`} sx={{ p: { xs: 2, sm: 3 } }}>
      <QuestionHead q={q} n={n} />
    </Card>
  );
}

/** One question a page: previous, the numbers, next; or the way to it from the whole list. */
function QuestionNav({
  single,
  n,
  count,
  testId,
  bookId,
}: {
  single: boolean;
  n: number;
  count: number;
  testId: number;
  bookId: number;
}) {
  if (!single) {
    return (
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
        <Button component={RouterLink} to={examPaths.question(testId, bookId, 1)} color="inherit">
          نمایش سوال‌ها یکی‌یکی
        </Button>
      </Box>
    );
  }
  return (
    <Box component="nav" aria-label="سوال‌ها" sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center' }}>
      <Box sx={{ display: 'flex', gap: 1, width: '100%', justifyContent: 'space-between' }}>
        <Button
          component={RouterLink}
          to={examPaths.question(testId, bookId, n - 1)}
          disabled={n <= 1}
          startIcon={<ChevronRightRounded />}
          variant="outlined"
        >
          سوال قبلی
        </Button>
        <Button
          component={RouterLink}
          to={examPaths.question(testId, bookId, n + 1)}
          disabled={n >= count}
          endIcon={<ChevronLeftRounded />}
          variant="outlined"
        >
          سوال بعدی
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {Array.from({ length: count }, (_, i) => (
          <Button
            key={i}
            component={RouterLink}
            to={examPaths.question(testId, bookId, i + 1)}
            variant={i + 1 === n ? 'contained' : 'outlined'}
            aria-current={i + 1 === n ? 'page' : undefined}
            sx={{ minWidth: 44, minHeight: 44, px: 0 }}
          >
            {formatNumber(i + 1)}
          </Button>
        ))}
      </Box>
      <Button component={RouterLink} to={examPaths.allQuestions(testId, bookId)} color="inherit">
        نمایش همه سوال‌ها
      </Button>
    </Box>
  );
}

export function AllQuestionsPage() {
  return <Sitting single={false} />;
}

export function QuestionPage() {
  return <Sitting single />;
}
