import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { isApiError } from '@daneshsara/api-client';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../notify/toast';
import { useReplyTicket } from '../api/useTickets';
import { SendButton } from './SendButton';

/** The learner's answer under the conversation; a closed ticket shows why it takes none. */
export function TicketReplyForm({ ticketId, closed }: { ticketId: number; closed: boolean }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const reply = useReplyTicket(ticketId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (closed || reply.isPending) return;
    if (!body.trim()) {
      setError('متن پاسخ را بنویسید.');
      return;
    }
    reply.mutate(body.trim(), {
      onSuccess: () => setBody(''),
      // A closed ticket answers 409 with its own Persian sentence: show that, under the box.
      onError: (err) =>
        setError(isApiError(err) ? (err.fieldError('body') ?? err.message) : errorMessage(err)),
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="ارسال پاسخ">
      {closed && (
        <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 2, lineHeight: 1.9 }}>
          این درخواست بسته شده است و پاسخ جدیدی نمی‌پذیرد.
        </Alert>
      )}
      {error && !closed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <TextField
        name="reply_body"
        label="پاسخ شما"
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          setError(undefined);
        }}
        multiline
        minRows={3}
        fullWidth
        disabled={closed || reply.isPending}
        placeholder={closed ? undefined : 'پیام خود را برای کارشناس بنویسید.'}
        error={!!error && !closed}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
        <SendButton pending={reply.isPending} disabled={closed} minWidth={160}>
          ارسال پاسخ
        </SendButton>
      </Box>
    </Box>
  );
}
