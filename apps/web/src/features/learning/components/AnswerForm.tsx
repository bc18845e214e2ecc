import CloseRounded from '@mui/icons-material/CloseRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { formatNumber } from '@daneshsara/domain';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorMessage, toast } from '../../notify/toast';
import type { AnswerInput } from '../lmaApi';
import { ANSWER_FILE_ACCEPT, answerError, answerFileError, answerInput } from '../sessionsModel';
import { AttachmentLink } from './PanelParts';

function sizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} مگابایت`;
  }
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} کیلوبایت`;
}

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
  const id = useId();
  const [text, setText] = useState(initialText ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [textError, setTextError] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!chosen) return;
    const refused = answerFileError(chosen);
    setFileError(refused ?? undefined);
    setFile(refused ? null : chosen);
    if (!refused) setTextError(undefined);
  };

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
      <Box>
        <Typography
          component="label"
          htmlFor={`${id}-file`}
          sx={{ display: 'block', fontSize: '0.875rem', fontWeight: 500, mb: 0.75 }}
        >
          فایل پاسخ
        </Typography>
        {existingAttachment && !file && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <AttachmentLink url={existingAttachment} label="فایل ارسالی قبلی" />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              با انتخاب فایل جدید، جایگزین می‌شود.
            </Typography>
          </Box>
        )}
        {file ? (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              p: 1,
              pl: 0.5,
              borderRadius: 1,
              border: '1px solid',
              borderColor: 'divider',
              bgcolor: '#faf8f4',
              minWidth: 0,
            }}
          >
            <InsertDriveFileOutlined sx={{ color: 'primary.main', flexShrink: 0 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                dir="auto"
                sx={{
                  fontWeight: 600,
                  fontSize: '0.9rem',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {file.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {sizeLabel(file.size)}
              </Typography>
            </Box>
            <IconButton
              aria-label="حذف فایل انتخاب‌شده"
              onClick={() => setFile(null)}
              disabled={pending}
              sx={{ width: 44, height: 44 }}
            >
              <CloseRounded />
            </IconButton>
          </Box>
        ) : (
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            onClick={() => input.current?.click()}
            disabled={pending}
            sx={{ minHeight: 44 }}
          >
            انتخاب فایل
          </Button>
        )}
        <input
          ref={input}
          id={`${id}-file`}
          name="answer_attachment"
          type="file"
          accept={ANSWER_FILE_ACCEPT}
          aria-label="فایل پاسخ"
          onChange={pick}
          hidden
        />
        <FormHelperText error={!!fileError} sx={{ mx: 0.25 }}>
          {fileError ?? 'فایل پی‌دی‌اف یا تصویر، حداکثر ۱۰ مگابایت (اختیاری).'}
        </FormHelperText>
      </Box>
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
