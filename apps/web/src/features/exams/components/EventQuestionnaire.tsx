import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { AnswerBookRow } from '@daneshsara/api-client';
import { formatNumber, isFinishedBook, toPersianDigits } from '@daneshsara/domain';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { SectionCard } from '../../../kit/SectionCard';
import { errorMessage, toast } from '../../notify/toast';
import { examKeys, useBookAction, useQuestionnaireBook, useSitting } from '../api';
import { isAnswered, questionsOf, sheetFor } from '../model';
import { QuestionCard } from './QuestionCard';

type Flush = () => Promise<void>;

/** The places (from 1) of the questions without a saved answer. */
const unanswered = (b: AnswerBookRow) =>
  questionsOf(b).flatMap((q, i) => (isAnswered(sheetFor(b, q)) ? [] : [i + 1]));
type Sitting = { book: AnswerBookRow; receivedAt: number };

/**
 * An event's questionnaire inside the complete-info step (ENDPOINTS.md 4.1 step 3): the book is
 * already open (get_or_create); its questions come from get_test_questions, each answer is saved as
 * it is given by the exam pages' own question cards, and «ثبت پاسخ‌ها» hands the book in
 * (confirm_answers). The questionnaire query then reads it finished and the step moves on.
 */
export function EventQuestionnaire({ book, testId }: { book: AnswerBookRow; testId: number }) {
  const qc = useQueryClient();
  const sitting = useSitting(book.id);
  const finish = useBookAction(book.id, 'confirmAnswers');
  /** «ثبت پاسخ‌ها» was pressed with questions left: name them until they are answered. */
  const [checked, setChecked] = useState(false);
  const flushers = useRef(new Map<number, Flush>());
  const register = useCallback((id: number, f: Flush | null) => {
    if (f) flushers.current.set(id, f);
    else flushers.current.delete(id);
  }, []);
  const reread = () => void qc.invalidateQueries({ queryKey: examKeys.questionnaire(testId) });
  const onClosed = (message: string) => {
    toast.error(message);
    reread();
  };

  const submit = async () => {
    await Promise.all([...flushers.current.values()].map((f) => f()));
    const now = qc.getQueryData<Sitting>(examKeys.sitting(book.id))?.book;
    setChecked(true);
    if (!now || unanswered(now).length) return;
    finish.mutate(undefined, {
      onSuccess: (done) => {
        qc.setQueryData(examKeys.questionnaire(testId), done);
        toast.success('پاسخ‌های شما به پرسش‌نامه ثبت شد.');
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  };

  const questions = sitting.data ? questionsOf(sitting.data.book) : [];
  const description = sitting.data?.book.test_info.description ?? book.test_info.description;
  // Saved answers land in the sitting's copy (useSaveAnswer), so this follows each answer.
  const missing = checked && sitting.data ? unanswered(sitting.data.book) : [];
  return (
    <SectionCard
      id="event-questionnaire"
      title={`پرسش‌نامه: ${toPersianDigits(book.test_info.title)}`}
      description="این رویداد پیش از ثبت نام چند پرسش دارد. هر پاسخ همان لحظه ذخیره می‌شود؛ پس از پاسخ به همه، «ثبت پاسخ‌ها» را بزنید."
      icon={<QuizOutlined />}
    >
      {description && (
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.9, mb: 2 }}>
          {toPersianDigits(description)}
        </Typography>
      )}
      {sitting.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void sitting.refetch()}>
              تلاش دوباره
            </Button>
          }
        >
          {errorMessage(sitting.error)}
        </Alert>
      ) : !sitting.data ? (
        <Stack spacing={2} aria-busy="true" aria-label="در حال بارگذاری پرسش‌ها">
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      ) : (
        <Stack spacing={2}>
          {questions.map((q, i) => (
            <QuestionCard
              key={q.id}
              book={book.id}
              q={q}
              n={i + 1}
              sheet={sheetFor(sitting.data.book, q)}
              register={register}
              onClosed={onClosed}
              survey
            />
          ))}
        </Stack>
      )}
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          به پرسش {missing.map((n) => formatNumber(n)).join('، ')} هنوز پاسخ نداده‌اید.
        </Alert>
      )}
      <Box
        sx={{
          mt: 3,
          pt: 2.5,
          borderTop: '1px solid',
          borderColor: 'divider',
          display: 'flex',
          justifyContent: 'flex-end',
        }}
      >
        <Button
          variant="contained"
          size="large"
          disabled={!sitting.data || finish.isPending}
          aria-busy={finish.isPending}
          endIcon={
            finish.isPending ? <CircularProgress size={18} color="inherit" /> : <ArrowBackRounded />
          }
          onClick={() => void submit()}
          sx={{ px: 5, flex: { xs: 1, sm: 'none' } }}
        >
          ثبت پاسخ‌ها
        </Button>
      </Box>
    </SectionCard>
  );
}

/**
 * An event's questionnaire as a step: `test` is the event's first test (null: none, or not an
 * event). `pending` while the learner's book of it is not handed in.
 */
export function useQuestionnaireStep(test: number | null) {
  const book = useQuestionnaireBook(test);
  return { test, book, pending: test !== null && !isFinishedBook(book.data?.status) };
}

/** The questionnaire while it is pending, then `children` (the step's own content). */
export function QuestionnaireGate({
  step,
  children,
}: {
  step: ReturnType<typeof useQuestionnaireStep>;
  children: ReactNode;
}) {
  const { test, book, pending } = step;
  if (test === null || !pending) return <>{children}</>;
  if (book.isError) {
    return (
      <Alert
        severity="warning"
        sx={{ lineHeight: 1.9 }}
        action={
          <Button color="inherit" size="small" onClick={() => void book.refetch()}>
            تلاش دوباره
          </Button>
        }
      >
        {errorMessage(book.error)}
      </Alert>
    );
  }
  if (!book.data)
    return (
      <Skeleton
        variant="rounded"
        height={260}
        aria-busy="true"
        aria-label="در حال آماده شدن پرسش‌نامه"
      />
    );
  return <EventQuestionnaire book={book.data} testId={test} />;
}
