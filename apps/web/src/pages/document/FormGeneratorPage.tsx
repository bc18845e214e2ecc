import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SchemaForm, type SchemaFormProps } from '@daneshsara/ui/schemaForm/SchemaForm';
import { useState } from 'react';
import { DocHeader } from './DocHeader';

type Schema = SchemaFormProps['schema'];

/** A sample that shows every kind of field the named checks and masks give a form. */
export const SAMPLE_SCHEMA: Schema = {
  title: 'ثبت درخواست نمونه',
  description: 'فیلدها با بررسی‌های نام‌دار و ماسک‌های SPEC بخش ۵ سنجیده می‌شوند.',
  type: 'object',
  required: ['full_name', 'birthdate', 'card'],
  properties: {
    full_name: { type: 'string', title: 'نام و نام خانوادگی', minLength: 2 },
    email: { type: 'string', title: 'ایمیل', format: 'email' },
    mobile: { type: 'string', title: 'شماره همراه', format: 'mobile' },
    birthdate: { type: 'string', title: 'تاریخ تولد (شمسی)', format: 'date' },
    start: { type: 'string', title: 'زمان شروع', format: 'datetime' },
    time: { type: 'string', title: 'ساعت', format: 'time' },
    card: { type: 'string', title: 'شماره کارت', format: 'card' },
    iban: { type: 'string', title: 'شماره شبا', format: 'iban' },
    color: { type: 'string', title: 'رنگ (هگز یا rgb)', format: 'anyColor' },
    seats: { type: 'integer', title: 'تعداد نفرات', minimum: 1, maximum: 10 },
  },
};

/** /form-generator: a form drawn from a JSON schema, with the schema editable beside it. */
export function FormGeneratorPage() {
  const [text, setText] = useState(() => JSON.stringify(SAMPLE_SCHEMA, null, 2));
  const [schema, setSchema] = useState<Schema>(SAMPLE_SCHEMA);
  const [parseError, setParseError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Record<string, unknown> | null>(null);

  const edit = (next: string) => {
    setText(next);
    try {
      const parsed: unknown = JSON.parse(next);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        setParseError('شِما باید یک شیء JSON باشد.');
        return;
      }
      setSchema(parsed as Schema);
      setParseError(null);
    } catch {
      setParseError('JSON شِما درست نیست؛ فرم آخرین شِمای درست را نشان می‌دهد.');
    }
  };

  return (
    <>
      <DocHeader
        title="فرم‌ساز"
        text="فرمی که از یک شِمای JSON ساخته می‌شود (react-jsonschema-form با MUI). format هر فیلد متنی می‌تواند نام یکی از بررسی‌ها یا ماسک‌ها باشد: date، datetime، time، fulltime، email، mobile، phone، card، iban، hexColor، rgbColor، anyColor و …"
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Card sx={{ p: { xs: 2, sm: 3 } }} data-testid="schema-editor">
          <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            شِمای JSON
          </Typography>
          <TextField
            label="شِما"
            multiline
            minRows={18}
            maxRows={40}
            value={text}
            onChange={(e) => edit(e.target.value)}
            error={!!parseError}
            helperText={parseError ?? 'با هر تغییر، فرم کنار آن دوباره ساخته می‌شود.'}
            slotProps={{
              htmlInput: {
                dir: 'ltr',
                spellCheck: false,
                style: {
                  fontFamily: 'monospace',
                  fontSize: 13,
                  direction: 'ltr',
                  textAlign: 'left',
                },
              },
            }}
          />
        </Card>
        <Card sx={{ p: { xs: 2, sm: 3 } }} data-testid="generated-form">
          <SchemaForm schema={schema} onSubmit={setSubmitted} submitLabel="ثبت" />
          {submitted && (
            <Alert severity="success" sx={{ mt: 2 }} role="status">
              <Typography sx={{ fontWeight: 700, mb: 1 }}>فرم بدون خطا ثبت شد:</Typography>
              <Box component="pre" dir="ltr" sx={{ m: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>
                {JSON.stringify(submitted, null, 2)}
              </Box>
            </Alert>
          )}
        </Card>
      </Box>
    </>
  );
}
