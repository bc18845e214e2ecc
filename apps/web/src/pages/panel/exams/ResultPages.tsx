import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError, type AnswerBookRow } from '@daneshsara/api-client';
import { formatJalaliDateTime, formatNumber, toPersianDigits } from '@daneshsara/domain';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useAnswerBook, useSubmitObjection } from '../../../features/exams/api';
import { AnswerReview } from '../../../features/exams/components/AnswerReview';
import {
  bookBadge,
  examPaths,
  formatScore,
  objectionText,
  showsTotal,
} from '../../../features/exams/model';
import { Facts, NotFoundPage, PageSkeleton } from '../../../features/learning/components/PanelParts';
import { toast } from '../../../features/notify/toast';
import { StatusChip } from '../../../features/payments/components/StatusChip';
import { parseId } from '../../../features/payments/params';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { LoadError } from '../../../kit/LoadError';
import { PageHeader } from '../../../kit/PageHeader';
import { SectionCard } from '../../../kit/SectionCard';

/** The book of the URL, with the page's frame (header, not found, error, skeleton). */
function BookFrame({
  title,
  children,
}: {
  title: string;
  children: (book: AnswerBookRow, testId: number) => ReactNode;
}) {
  const params = useParams();
  const testId = parseId(params.test_id) ?? 0;
  const id = parseId(params.answer_book_id);
  const book = useAnswerBook(id);
  const back = { to: examPaths.test(testId), label: 'صفحه آزمون' };
  if (id === null || (isApiError(book.error) && book.error.status === 404)) {
    return <NotFoundPage title="پاسخ‌نامه" what="این پاسخ‌نامه" back={back} />;
  }
  const b = book.data;
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageHeader
        title={b ? `${title} ${toPersianDigits(b.test_info.title)}` : title}
        badge={b ? <StatusChip {...bookBadge(b)} /> : undefined}
        back={back}
      />
      {book.error && !b ? (
        <LoadError error={book.error} onRetry={() => void book.refetch()} />
      ) : !b ? (
        <PageSkeleton label="در حال بارگذاری پاسخ‌نامه" />
      ) : (
        children(b, testId)
      )}
    </Box>
  );
}

/** .../answer_book/:answer_book_id/show: from the announcement, the total and each answer's score. */
export function ResultPage() {
  return (
    <BookFrame title="نتیجه">
      {(b, testId) => {
        const scored = showsTotal(b.status);
        return (
          <Stack spacing={3}>
            <SectionCard id="result" title="کارنامه آزمون" icon={<FactCheckOutlined />}>
              <Facts
                items={[
                  { label: 'وضعیت', value: <StatusChip {...bookBadge(b)} /> },
                  {
                    label: 'نمره کل',
                    value: scored ? (
                      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.4rem', color: 'primary.main' }}>
                        {formatScore(b.total_score)}
                      </Typography>
                    ) : (
                      'هنوز اعلام نشده'
                    ),
                  },
                  { label: 'توضیح مصحح', value: b.grader_description ?? '', hidden: !b.grader_description, wide: true },
                  { label: 'اعتراض شما', value: b.objection_request ?? '', hidden: !b.objection_request, wide: true },
                  { label: 'زمان اعتراض', value: formatJalaliDateTime(b.objection_time), hidden: !b.objection_time },
                  { label: 'پاسخ اعتراض', value: b.objection_result ?? '', hidden: !b.objection_result, wide: true },
                ]}
              />
              <Box sx={{ display: 'flex', gap: 1.25, flexWrap: 'wrap', mt: 2.5 }}>
                {b.is_enabled_objecting && (
                  <Button
                    component={RouterLink}
                    to={examPaths.objection(testId, b.id)}
                    variant="contained"
                    color="secondary"
                    startIcon={<RateReviewOutlined />}
                  >
                    اعتراض به نتیجه
                  </Button>
                )}
                {b.ticket && (
                  <Button component={RouterLink} to={`/panel/ticket/${b.ticket}`} variant="outlined">
                    تیکت اعتراض
                  </Button>
                )}
              </Box>
            </SectionCard>
            <AnswerReview book={b} showScores={scored} />
          </Stack>
        );
      }}
    </BookFrame>
  );
}

function ObjectionForm({ book, testId }: { book: AnswerBookRow; testId: number }) {
  const send = useSubmitObjection(book.id);
  const navigate = useNavigate();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [asking, setAsking] = useState(false);
  const [n2q, setN2q] = useState<Record<number, number>>({});
  const text = objectionText(
    Object.entries(reasons).map(([id, reason]) => ({ n: n2q[Number(id)] ?? 0, reason })),
  );
  if (!book.is_enabled_objecting) {
    return (
      <SectionCard id="objection" title="اعتراض به نتیجه" icon={<RateReviewOutlined />}>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.9 }}>
          {book.objection_request
            ? 'اعتراض شما پیش‌تر ثبت شده است؛ هر پاسخ‌نامه تنها یک بار اعتراض می‌پذیرد.'
            : 'مهلت اعتراض به این آزمون باز نیست.'}
        </Typography>
        <Button component={RouterLink} to={examPaths.show(testId, book.id)} sx={{ mt: 2, alignSelf: 'flex-start' }}>
          مشاهده نتیجه
        </Button>
      </SectionCard>
    );
  }
  const submit = () =>
    send.mutate(text, {
      onSuccess: (b) => {
        setAsking(false);
        toast.success('اعتراض شما ثبت شد و در قالب تیکت پیگیری می‌شود.');
        void navigate(b?.ticket ? `/panel/ticket/${b.ticket}` : examPaths.show(testId, book.id));
      },
    });
  return (
    <Stack spacing={3}>
      <SectionCard
        id="objection"
        title="اعتراض به نتیجه"
        description="برای هر سوالی که به نمره آن اعتراض دارید دلیل خود را بنویسید. اعتراض تنها یک بار و در مهلت اعتراض ممکن است."
        icon={<RateReviewOutlined />}
      >
        <Facts items={[{ label: 'نمره کل', value: formatScore(book.total_score) }]} />
      </SectionCard>
      <AnswerReview
        book={book}
        showScores
        extra={(q, _sheet, n) => (
          <TextField
            label={`دلیل اعتراض به سوال ${formatNumber(n)}`}
            multiline
            minRows={2}
            fullWidth
            value={reasons[q.id] ?? ''}
            onChange={(e) => {
              setN2q((m) => ({ ...m, [q.id]: n }));
              setReasons((r) => ({ ...r, [q.id]: e.target.value }));
            }}
          />
        )}
      />
      <Button
        variant="contained"
        size="large"
        startIcon={<SendRounded />}
        disabled={!text || send.isPending}
        onClick={() => setAsking(true)}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        ثبت اعتراض
      </Button>
      <ConfirmDialog
        open={asking}
        title="ثبت اعتراض"
        message="هر پاسخ‌نامه تنها یک بار اعتراض می‌پذیرد و پس از ثبت، تغییر آن ممکن نیست. اعتراض ثبت شود؟"
        confirmLabel="ثبت اعتراض"
        pending={send.isPending}
        onConfirm={submit}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}

/** .../answer_book/:answer_book_id/sendObjection: a reason per question, once, inside the window. */
export function ObjectionPage() {
  return <BookFrame title="اعتراض به">{(b, testId) => <ObjectionForm book={b} testId={testId} />}</BookFrame>;
}
