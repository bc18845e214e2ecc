import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { useState, type FormEvent } from 'react';
import { FileField } from '../../../kit/FileField';
import { errorMessage, toast } from '../../notify/toast';
import type { AnswerInput } from '../lmaApi';
import { ANSWER_FILE_ACCEPT, answerError, answerFileError, answerInput } from '../sessionsModel';
import { AttachmentLink } from './PanelParts';

/**
 * The answer of an assignment or a project: text and one file (PDF or an image, 10 MB), sent as
 * multipart. The file handed in before stays unless a new one is chosen. A refused field shows
 * under its input; any other refusal (409 outside the window) is the server's toast.
 */
export function AnswerForm({
  name,
  textLabel,
  initialText,
  existingAttachment,
  submitLabel,
  successMessage,
  pending,
  onSubmit,
  onSent,
  onCancel,
}: {
  /** The form's accessible name: «ارسال پاسخ تکلیف». */
  name: string;
  textLabel: string;
  initialText: string | null | undefined;
  existingAttachment: string | null | undefined;
  submitLabel: string;
  successMessage: string;
  pending: boolean;
  onSubmit: (input: AnswerInput) => Promise<unknown>;
  /** After the server took the answer. */
  onSent?: () => void;
  /** Editing an answer already sent: «انصراف» closes the form. */
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initialText ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [textError, setTextError] = useState<string>();
  const [fileError, setFileError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const missing = answerError({ text, file, existingAttachment });
    if (missing) {
      setTextError(missing);
      return;
    }
    onSubmit(answerInput(text, file)).then(
      () => {
        toast.success(successMessage);
        setFile(null);
        onSent?.();
      },
      (err: unknown) => {
        const onText = isApiError(err) ? err.fieldError('answer_text') : undefined;
        const onFile = isApiError(err) ? err.fieldError('answer_attachment') : undefined;
        if (onText || onFile) {
          setTextError(onText);
          setFileError(onFile);
        } else {
          toast.error(errorMessage(err));
        }
      },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={name}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <TextField
        name="answer_text"
        label={textLabel}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setTextError(undefined);
        }}
        multiline
        minRows={4}
        fullWidth
        disabled={pending}
        placeholder="پاسخ خود را بنویسید."
        error={!!textError}
        helperText={textError}
      />
      <FileField
        label="فایل پاسخ"
        name="answer_attachment"
        accept={ANSWER_FILE_ACCEPT}
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          if (chosen) setTextError(undefined);
        }}
        check={answerFileError}
        error={fileError}
        onError={setFileError}
        help="فایل پی‌دی‌اف یا تصویر، حداکثر ۱۰ مگابایت (اختیاری)."
        disabled={pending}
        before={
          existingAttachment && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <AttachmentLink url={existingAttachment} label="فایل ارسالی قبلی" />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                با انتخاب فایل جدید، جایگزین می‌شود.
              </Typography>
            </Box>
          )
        }
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
        {onCancel && (
          <Button
            color="inherit"
            onClick={onCancel}
            disabled={pending}
            sx={{ minHeight: 44, color: 'text.secondary' }}
          >
            انصراف
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={pending}
          aria-busy={pending}
          startIcon={
            pending ? (
              <CircularProgress size={18} color="inherit" />
            ) : (
              // The paper plane points the way of reading.
              <SendRounded sx={{ transform: 'scaleX(-1)' }} />
            )
          }
          sx={{
            minWidth: { xs: onCancel ? 0 : '100%', sm: 180 },
            flexGrow: { xs: 1, sm: 0 },
            minHeight: 44,
          }}
        >
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
