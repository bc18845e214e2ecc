import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AnswerSheetInput,
  type AnswerSheetRow,
  type TestQuestionInfo,
} from '@daneshsara/api-client';
import { formatNumber, QUESTION_MODEL_TYPE_LABELS, toPersianDigits } from '@daneshsara/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FileField } from '../../../kit/FileField';
import { RichText } from '../../../kit/RichText';
import { AttachmentLink } from '../../learning/components/PanelParts';
import { StatusChip } from '../../payments/components/StatusChip';
import { useSaveAnswer } from '../api';
import { examFileError, formatScore, IMAGE_ACCEPT, isAnswered, saveRefusal } from '../model';
import { SaveState, type SaveStatus } from './SaveState';

/** Typing is saved after this pause (and on leaving the field). */
const TEXT_PAUSE_MS = 800;

type AnswerPart = Omit<AnswerSheetInput, 'answer_book' | 'test_question'>;

/** A question's heading: its number, kind and mark, then its text. */
export function QuestionHead({
  q,
  n,
  extra,
  survey = false,
}: {
  q: TestQuestionInfo;
  n: number;
  extra?: ReactNode;
  survey?: boolean;
}) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.05rem' }}>
          {survey ? 'پرسش' : 'سوال'} {formatNumber(n)}
        </Typography>
        {!survey && (
          <StatusChip label={QUESTION_MODEL_TYPE_LABELS[q.question_info.model_type]} tone="info" />
        )}
        {!survey && <StatusChip label={`${formatScore(q.mark)} نمره`} />}
        {q.is_extra_mark && !survey && <StatusChip label="نمره اضافه" tone="warning" />}
        {extra}
      </Box>
      <RichText text={q.question_info.text} />
    </>
  );
}

/**
 * One question of a sitting with its answer: a choice, or a text and an image. Each answer is
 * saved as it is given (a choice at once, text after a pause), and its state shows under it. A
 * refusal that closes the book (deadline passed, book handed in) goes to `onClosed`. `survey` (an
 * event's questionnaire): no marks, no kind, no image, «پرسش» for «سوال».
 */
export function QuestionCard({
  book,
  q,
  n,
  sheet,
  register,
  onClosed,
  survey = false,
}: {
  book: number;
  q: TestQuestionInfo;
  n: number;
  sheet: AnswerSheetRow | null;
  /** The page flushes unsaved text before finishing or at zero. */
  register: (id: number, flush: (() => Promise<void>) | null) => void;
  onClosed: (message: string) => void;
  survey?: boolean;
}) {
  const save = useSaveAnswer();
  const multi = q.question_info.model_type === 'MULTI_CHOICE';
  const [choice, setChoice] = useState<number | null>(sheet?.answer_choice_index ?? null);
  const [text, setText] = useState(sheet?.answer_text ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [attachment, setAttachment] = useState(sheet?.answer_attachment ?? null);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle', answered: isAnswered(sheet) });
  const last = useRef<AnswerPart | null>(null);
  const pending = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const send = async (input: AnswerPart) => {
    last.current = input;
    setStatus({ kind: 'saving' });
    try {
      const row = await save.mutateAsync({ answer_book: book, test_question: q.id, ...input });
      if (row?.answer_attachment !== undefined) setAttachment(row.answer_attachment);
      if (input.answer_attachment) setFile(null);
      setStatus({ kind: 'saved' });
    } catch (error) {
      const { message, closes } = saveRefusal(error);
      setStatus({ kind: 'error', message });
      if (closes) onClosed(message);
    }
  };

  const flushText = async () => {
    window.clearTimeout(timer.current);
    const t = pending.current;
    pending.current = null;
    // An empty text is no answer (the server keeps the image, or asks for one of them).
    if (t !== null && t.trim()) await send({ answer_text: t });
  };
  const flushRef = useRef(flushText);
  useEffect(() => {
    flushRef.current = flushText;
  });

  useEffect(() => {
    if (multi) return;
    register(q.id, () => flushRef.current());
    return () => register(q.id, null);
  }, [multi, q.id, register]);

  const typed = (value: string) => {
    setText(value);
    pending.current = value;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flushRef.current(), TEXT_PAUSE_MS);
  };

  const choices = q.question_info.choices_info ?? [];
  const noun = survey ? 'پرسش' : 'سوال';
  return (
    <Card
      component="section"
      aria-label={`${noun} ${formatNumber(n)}`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <QuestionHead q={q} n={n} survey={survey} />
      <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {multi ? (
          <RadioGroup
            aria-label={`گزینه‌های ${noun} ${formatNumber(n)}`}
            value={choice === null ? '' : String(choice)}
            onChange={(e) => {
              const i = Number(e.target.value);
              setChoice(i);
              void send({ answer_choice_index: i });
            }}
            sx={{ gap: 1 }}
          >
            {choices.map((c, i) => (
              <FormControlLabel
                key={c.id}
                value={String(i)}
                control={<Radio />}
                label={toPersianDigits(c.text)}
                sx={{
                  m: 0,
                  px: 1,
                  minHeight: 48,
                  borderRadius: 2,
                  border: '1px solid',
                  borderColor: choice === i ? 'primary.main' : 'divider',
                  bgcolor: choice === i ? 'rgba(15,94,99,0.05)' : undefined,
                }}
              />
            ))}
          </RadioGroup>
        ) : (
          <>
            <TextField
              label={`پاسخ ${noun} ${formatNumber(n)}`}
              multiline
              minRows={4}
              value={text}
              onChange={(e) => typed(e.target.value)}
              onBlur={() => void flushText()}
              fullWidth
            />
            {!survey && (
              <FileField
                label="تصویر پیوست (اختیاری)"
                name={`attachment-${q.id}`}
                accept={IMAGE_ACCEPT}
                file={file}
                onChange={(f) => {
                  setFile(f);
                  // A save replaces the sheet's text: the text typed so far goes with the image.
                  if (f) void send({ answer_attachment: f, answer_text: text.trim() ? text : undefined });
                }}
                check={(f) => examFileError(f, 'image')}
                error={fileError}
                onError={setFileError}
                help="تنها تصویر، حداکثر ۱۰ مگابایت؛ با انتخاب، همان لحظه ذخیره می‌شود."
                pickLabel={attachment ? 'تغییر تصویر' : 'انتخاب تصویر'}
                before={
                  attachment ? (
                    <Box sx={{ mb: 1 }}>
                      <AttachmentLink url={attachment} label="مشاهده تصویر ذخیره‌شده" image />
                    </Box>
                  ) : undefined
                }
              />
            )}
          </>
        )}
        <SaveState status={status} onRetry={() => last.current && void send(last.current)} />
      </Box>
    </Card>
  );
}
