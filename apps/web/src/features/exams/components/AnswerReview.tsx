import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnswerBookRow, AnswerSheetRow, TestQuestionInfo } from '@daneshsara/api-client';
import { formatNumber, toPersianDigits } from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { AttachmentLink } from '../../learning/components/PanelParts';
import { StatusChip } from '../../payments/components/StatusChip';
import { formatScore, sheetFor } from '../model';
import { QuestionHead } from './QuestionCard';

/** The questions a book answers: the test's list when the book carries it, else its sheets'. */
export function reviewQuestions(book: AnswerBookRow): TestQuestionInfo[] {
  const listed = book.test_info.test_questions_info;
  if (listed?.length) return [...listed].sort((a, b) => a.order - b.order || a.id - b.id);
  return book.answer_sheet_info
    .map((s) => s.test_question_info)
    .filter((q): q is TestQuestionInfo => !!q)
    .sort((a, b) => a.order - b.order || a.id - b.id);
}

function MyAnswer({ q, sheet }: { q: TestQuestionInfo; sheet: AnswerSheetRow | null }) {
  const choices = q.question_info.choices_info ?? [];
  const correct = q.question_info.correct_choice_index;
  if (q.question_info.model_type === 'MULTI_CHOICE') {
    return (
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {choices.map((c, i) => {
          const picked = sheet?.answer_choice_index === i;
          return (
            <Box
              component="li"
              key={c.id}
              aria-current={picked ? 'true' : undefined}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 1,
                borderRadius: 2,
                border: '1px solid',
                borderColor: picked ? 'primary.main' : 'divider',
                bgcolor: picked ? 'rgba(15,94,99,0.05)' : undefined,
              }}
            >
              <Typography sx={{ flex: 1, fontWeight: picked ? 700 : 400 }}>{toPersianDigits(c.text)}</Typography>
              {picked && <StatusChip label="پاسخ شما" tone="info" />}
              {correct === i && <CheckRounded sx={{ color: 'success.main' }} aria-label="گزینه درست" />}
            </Box>
          );
        })}
      </Stack>
    );
  }
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        پاسخ
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', lineHeight: 2, overflowWrap: 'anywhere' }}>
        {sheet?.answer_text?.trim() ? sheet.answer_text : 'بدون پاسخ متنی'}
      </Typography>
      {sheet?.answer_attachment && <AttachmentLink url={sheet.answer_attachment} label="مشاهده تصویر پیوست" image />}
      {q.question_info.correct_answer && (
        <Box sx={{ mt: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'rgba(46,125,50,0.06)' }}>
          <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 700, mb: 0.5 }}>
            پاسخ نمونه
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', lineHeight: 2 }}>{q.question_info.correct_answer}</Typography>
        </Box>
      )}
    </Box>
  );
}

/**
 * Every question of a book with the answer given and its score («۲ از ۳»); `extra` adds a part
 * under a question (a grader's score field, an objection's reason).
 */
export function AnswerReview({
  book,
  showScores,
  extra,
}: {
  book: AnswerBookRow;
  showScores: boolean;
  extra?: (q: TestQuestionInfo, sheet: AnswerSheetRow | null, n: number) => ReactNode;
}) {
  const questions = reviewQuestions(book);
  return (
    <Stack spacing={2.5}>
      {questions.map((q, i) => {
        const sheet = sheetFor(book, q);
        return (
          <Card key={q.id} component="section" aria-label={`سوال ${formatNumber(i + 1)}`} sx={{ p: { xs: 2, sm: 3 } }}>
            <QuestionHead
              q={q}
              n={i + 1}
              extra={
                showScores ? (
                  <StatusChip
                    label={`نمره: ${formatScore(sheet?.score ?? null)} از ${formatScore(q.mark)}`}
                    tone={sheet?.score === null || sheet?.score === undefined ? 'default' : 'success'}
                  />
                ) : undefined
              }
            />
            <Box sx={{ mt: 2 }}>
              <MyAnswer q={q} sheet={sheet} />
            </Box>
            {extra && <Box sx={{ mt: 2 }}>{extra(q, sheet, i + 1)}</Box>}
          </Card>
        );
      })}
    </Stack>
  );
}
