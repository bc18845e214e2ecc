import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AnswerBookRow } from '@daneshsara/api-client';
import { useState } from 'react';
import { FileField } from '../../../kit/FileField';
import { AttachmentLink } from '../../learning/components/PanelParts';
import { useSaveOverall } from '../api';
import { examFileError, PDF_ACCEPT, saveRefusal } from '../model';
import { SaveState, type SaveStatus } from './SaveState';

/**
 * The one-file way of answering (ENDPOINTS.md 4.2): a PDF of every answer (at most 10 MB) and an
 * optional note, sent with «ارسال پاسخ‌نامه»; sending again replaces it until the test ends.
 */
export function OverallAnswer({
  book,
  onClosed,
}: {
  book: AnswerBookRow;
  onClosed: (message: string) => void;
}) {
  const save = useSaveOverall(book.id);
  const [text, setText] = useState(book.overall_answer_text ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [sent, setSent] = useState(book.overall_answer_attachment);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle', answered: !!book.overall_answer_attachment });

  const submit = async () => {
    setStatus({ kind: 'saving' });
    try {
      const row = await save.mutateAsync({
        overall_answer_text: text,
        overall_answer_attachment: file ?? undefined,
      });
      setSent(row?.overall_answer_attachment ?? sent);
      setFile(null);
      setStatus({ kind: 'saved' });
    } catch (error) {
      const { message, closes } = saveRefusal(error);
      setStatus({ kind: 'error', message });
      if (closes) onClosed(message);
    }
  };

  return (
    <Card component="section" aria-label="پاسخ‌نامه یک‌جا" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.05rem', mb: 1 }}>
        پاسخ‌نامه یک‌جا
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.9, mb: 2 }}>
        پاسخ همه سوال‌ها را در یک فایل PDF بارگذاری کنید؛ تا پایان زمان می‌توانید فایل را دوباره
        بفرستید.
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FileField
          label="فایل پاسخ‌نامه (PDF)"
          name="overall_answer_attachment"
          accept={PDF_ACCEPT}
          file={file}
          onChange={setFile}
          check={(f) => examFileError(f, 'pdf')}
          error={fileError}
          onError={setFileError}
          help="تنها PDF، حداکثر ۱۰ مگابایت."
          before={
            sent ? (
              <Box sx={{ mb: 1 }}>
                <AttachmentLink url={sent} label="مشاهده پاسخ‌نامه ارسال‌شده" />
              </Box>
            ) : undefined
          }
        />
        <TextField
          label="توضیح (اختیاری)"
          multiline
          minRows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          fullWidth
        />
        <SaveState status={status} onRetry={() => void submit()} />
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={save.isPending || (!file && !sent)}
          startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          ارسال پاسخ‌نامه
        </Button>
      </Box>
    </Card>
  );
}
