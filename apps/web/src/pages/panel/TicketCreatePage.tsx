import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isApiError } from '@daneshsara/api-client';
import {
  TicketSourceType,
  ticketCategoryTypeOf,
  toPersianDigits,
  type TicketCategoryType,
} from '@daneshsara/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ANSWER_FILE_ACCEPT, answerFileError } from '../../features/learning/sessionsModel';
import { errorMessage, toast } from '../../features/notify/toast';
import { moneyPaths } from '../../features/payments/paths';
import { useCreateTicket, useTicketCategories } from '../../features/support/api/useTickets';
import { SendButton } from '../../features/support/components/SendButton';
import { FieldGrid, FullRow } from '../../kit/FieldGrid';
import { FileField } from '../../kit/FileField';
import { PageHeader } from '../../kit/PageHeader';
import { SectionCard } from '../../kit/SectionCard';

type Field = 'category' | 'title' | 'body' | 'attachment';

/** What the ticket is about, from the page that opened the form (a classroom, an event …). */
function useSource() {
  const [params] = useSearchParams();
  const type = params.get('source_type');
  const id = Number(params.get('source_id'));
  const known = (Object.values(TicketSourceType) as string[]).includes(type ?? '');
  if (!known || !Number.isInteger(id) || id <= 0 || type === TicketSourceType.GENERAL) return null;
  return { type: type as TicketSourceType, id, title: params.get('title') ?? '' };
}

/**
 * /panel/ticket/create: a new ticket (category, title, text, one file). Opened from a classroom,
 * an event or a content, the source decides the department (SPEC section 6) and the form says so.
 */
export function TicketCreatePage() {
  const source = useSource();
  const fixedType: TicketCategoryType | undefined = source
    ? ticketCategoryTypeOf(source.type)
    : undefined;
  const categories = useTicketCategories(fixedType);
  const create = useCreateTicket();
  const navigate = useNavigate();
  const [category, setCategory] = useState<number | ''>('');
  const [title, setTitle] = useState(source ? `درباره «${source.title}»` : '');
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const chosen = category || (source ? (categories.data?.[0]?.id ?? '') : '');

  const setError = (field: Field, message: string | undefined) =>
    setErrors((e) => ({ ...e, [field]: message }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const missing: Partial<Record<Field, string>> = {
      category: chosen ? undefined : 'دسته را انتخاب کنید.',
      title: title.trim() ? undefined : 'عنوان را وارد کنید.',
      body: body.trim() ? undefined : 'متن درخواست را وارد کنید.',
    };
    if (missing.category || missing.title || missing.body) {
      setErrors(missing);
      return;
    }
    setRefusal(undefined);
    create.mutate(
      {
        title: title.trim(),
        body: body.trim(),
        category: Number(chosen),
        ...(source ? { source_type: source.type, source_id: source.id } : {}),
        attachment: file,
      },
      {
        onSuccess: (ticket) => {
          toast.success('درخواست شما ثبت شد؛ پاسخ کارشناس در همین صفحه می‌آید.');
          navigate(moneyPaths.ticket(ticket.id), { replace: true });
        },
        onError: (err) => {
          if (!isApiError(err)) return setRefusal(errorMessage(err));
          const fields: Partial<Record<Field, string>> = {};
          for (const f of ['category', 'title', 'body', 'attachment'] as const) {
            fields[f] = err.fieldError(f);
          }
          setErrors(fields);
          if (!Object.values(fields).some(Boolean)) {
            setRefusal(err.fieldError('source_id') ?? err.message);
          }
        },
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader
        title="تیکت جدید"
        description="پرسش یا درخواست خود را بنویسید؛ کارشناس همان بخش پاسخ می‌دهد."
        back={{ to: moneyPaths.tickets, label: 'تیکت‌ها' }}
      />
      <SectionCard
        id="ticket-create-title"
        title="درخواست"
        description={
          source
            ? `این تیکت درباره «${toPersianDigits(source.title)}» است و به بخش مربوط به آن می‌رود.`
            : 'دسته‌ای را انتخاب کنید که درخواست شما به آن مربوط است.'
        }
        icon={<SupportAgentOutlined />}
      >
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          aria-label="ثبت تیکت"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
        >
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <FieldGrid columns={2}>
            <TextField
              select
              name="category"
              label="دسته"
              value={categories.data ? chosen : ''}
              onChange={(e) => {
                setCategory(Number(e.target.value));
                setError('category', undefined);
              }}
              disabled={create.isPending || !!source || !categories.data}
              error={!!errors.category || categories.isError}
              helperText={
                errors.category ?? (categories.isError ? 'فهرست دسته‌ها بارگذاری نشد.' : undefined)
              }
              fullWidth
            >
              {(categories.data ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.title}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              name="title"
              label="عنوان"
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                setError('title', undefined);
              }}
              disabled={create.isPending}
              error={!!errors.title}
              helperText={errors.title}
              slotProps={{ htmlInput: { maxLength: 255 } }}
              fullWidth
            />
            <FullRow>
              <TextField
                name="body"
                label="متن درخواست"
                value={body}
                onChange={(e) => {
                  setBody(e.target.value);
                  setError('body', undefined);
                }}
                multiline
                minRows={5}
                disabled={create.isPending}
                error={!!errors.body}
                helperText={errors.body}
                fullWidth
              />
            </FullRow>
            <FullRow>
              <FileField
                label="پیوست"
                name="attachment"
                accept={ANSWER_FILE_ACCEPT}
                file={file}
                onChange={setFile}
                check={answerFileError}
                error={errors.attachment}
                onError={(message) => setError('attachment', message)}
                help="فایل پی‌دی‌اف یا تصویر، حداکثر ۱۰ مگابایت (اختیاری)."
                disabled={create.isPending}
              />
            </FullRow>
          </FieldGrid>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <SendButton pending={create.isPending} minWidth={180}>
              ثبت تیکت
            </SendButton>
          </Box>
        </Box>
      </SectionCard>
    </Box>
  );
}
