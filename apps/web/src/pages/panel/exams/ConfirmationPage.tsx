import GavelOutlined from '@mui/icons-material/GavelOutlined';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatNumber, toPersianDigits } from '@daneshsara/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTest } from '../../../features/exams/api';
import {
  durationLabel,
  examPaths,
  rememberedMode,
  rememberMode,
  type AnswerMode,
} from '../../../features/exams/model';
import { PageSkeleton } from '../../../features/learning/components/PanelParts';
import { parseId } from '../../../features/payments/params';
import { LoadError } from '../../../kit/LoadError';
import { PageHeader } from '../../../kit/PageHeader';
import { SectionCard } from '../../../kit/SectionCard';

const RULES = [
  'زمان آزمون با ساعت سرور سنجیده می‌شود و با اولین نمایش سوال‌ها آغاز می‌شود؛ بستن صفحه زمان را متوقف نمی‌کند.',
  'هر پاسخ همان لحظه ذخیره می‌شود و تا پایان زمان می‌توانید آن را تغییر دهید.',
  'با پایان زمان، آزمون خودکار بسته می‌شود و پاسخ‌های ذخیره‌شده برای تصحیح ارسال می‌شود.',
  'پس از «پایان آزمون» دیگر نمی‌توانید پاسخی را تغییر دهید.',
  'پیوست هر سوال تنها تصویر و پاسخ‌نامه یک‌جا تنها فایل PDF است؛ حجم هر فایل حداکثر ۱۰ مگابایت.',
];

const MODES: { value: AnswerMode; title: string; help: string }[] = [
  {
    value: 'per_question',
    title: 'پاسخ به تفکیک سوال',
    help: 'برای هر سوال پاسخ متنی، تصویر پیوست یا انتخاب گزینه.',
  },
  {
    value: 'overall',
    title: 'یک فایل پاسخ‌نامه برای همه سوال‌ها',
    help: 'پاسخ همه سوال‌ها در یک فایل PDF (حداکثر ۱۰ مگابایت).',
  },
];

/**
 * /panel/profile/test/:test_id/answer_book/:answer_book_id/confirmation: the rules and the one way
 * of answering, before the questions (whose first fetch starts the clock) are shown.
 */
export function ConfirmationPage() {
  const params = useParams();
  const testId = parseId(params.test_id);
  const bookId = parseId(params.answer_book_id);
  const test = useTest(testId);
  const navigate = useNavigate();
  const [mode, setMode] = useState<AnswerMode>(() => (bookId && rememberedMode(bookId)) || 'per_question');
  const [agreed, setAgreed] = useState(false);
  const back = { to: examPaths.test(testId ?? 0), label: 'صفحه آزمون' };
  const t = test.data;

  const start = () => {
    if (!testId || !bookId) return;
    rememberMode(bookId, mode);
    void navigate(examPaths.allQuestions(testId, bookId));
  };

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageHeader title={t ? `قوانین ${toPersianDigits(t.title)}` : 'قوانین آزمون'} back={back} />
      {test.error && !t ? (
        <LoadError error={test.error} onRetry={() => void test.refetch()} />
      ) : !t ? (
        <PageSkeleton label="در حال بارگذاری آزمون" />
      ) : (
        <SectionCard
          id="exam-rules"
          title="پیش از شروع بخوانید"
          description={`${formatNumber(t.test_questions_length)} سوال · ${durationLabel(t.duration_deadline)}`}
          icon={<GavelOutlined />}
        >
          <Box component="ol" sx={{ m: 0, pr: 2.5, pl: 0, '& li': { lineHeight: 2, mb: 0.5 } }}>
            {RULES.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </Box>
          <Typography component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1 }} id="mode-title">
            شیوه پاسخگویی
          </Typography>
          <RadioGroup
            aria-labelledby="mode-title"
            value={mode}
            onChange={(e) => setMode(e.target.value as AnswerMode)}
            sx={{ gap: 1 }}
          >
            {MODES.map((m) => (
              <FormControlLabel
                key={m.value}
                value={m.value}
                control={<Radio />}
                sx={{
                  m: 0,
                  p: 1.25,
                  borderRadius: 2,
                  border: '1px solid',
                  borderColor: mode === m.value ? 'primary.main' : 'divider',
                  alignItems: 'flex-start',
                  '& .MuiRadio-root': { mt: -0.5 },
                }}
                label={
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{m.title}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.8 }}>
                      {m.help}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
          <Alert severity="info" sx={{ mt: 2, lineHeight: 1.9 }}>
            شیوه پاسخگویی را یک بار انتخاب کنید؛ در میانه آزمون تغییر آن ممکن نیست.
          </Alert>
          <FormControlLabel
            sx={{ mt: 2, alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
            control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
            label="قوانین آزمون را خواندم و آماده شروع هستم."
          />
          <Button
            variant="contained"
            size="large"
            startIcon={<PlayArrowRounded />}
            disabled={!agreed}
            onClick={start}
            sx={{ mt: 2, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            شروع آزمون
          </Button>
        </SectionCard>
      )}
    </Box>
  );
}
