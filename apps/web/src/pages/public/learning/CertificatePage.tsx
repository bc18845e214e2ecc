import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  certificatePath,
  formatJalaliDate,
  formatNumber,
  groupPassCode,
  normalizePassCode,
  toPersianDigits,
} from '@daneshsara/domain';
import { isApiError } from '@daneshsara/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { createLmaApi } from '../../../features/learning/lmaApi';
import { api } from '../../../lib/api';
import { IconTile } from '../../../kit/IconTile';
import { InfoRows } from '../../../kit/InfoRows';
import { LoadError } from '../../../kit/LoadError';

const lma = createLmaApi(api.http);

/**
 * /certificate/:code: anyone checks a certificate (issue 28), no sign-in. The server draws it
 * (cma/ssr.ts), so a QR scanned on a phone shows the answer before any script runs.
 */
export function CertificatePage() {
  const code = normalizePassCode(useParams().code ?? '');
  const check = useQuery({
    queryKey: ['public', 'lma', 'certificate', code],
    queryFn: ({ signal }) => lma.verifyCertificate(code, signal),
    retry: (n, error) => !(isApiError(error) && error.status === 404) && n < 2,
  });
  const c = check.data;
  const unknown = isApiError(check.error) && check.error.status === 404;

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 6 } }}>
      <PageTitle title="استعلام گواهی" />
      <Card
        sx={{
          p: { xs: 2.5, sm: 4 },
          borderTop: 6,
          borderColor: c ? (c.is_valid ? 'success.main' : 'error.main') : 'divider',
        }}
      >
        {check.isPending ? (
          <Box aria-busy="true" aria-label="در حال استعلام گواهی">
            <Skeleton variant="circular" width={56} height={56} />
            <Skeleton height={44} width="60%" sx={{ mt: 2 }} />
            <Skeleton variant="rounded" height={180} sx={{ mt: 2 }} />
          </Box>
        ) : c ? (
          <>
            <Verdict
              tone={c.is_valid ? 'success' : 'error'}
              icon={
                c.is_valid ? (
                  <VerifiedOutlined fontSize="large" />
                ) : (
                  <GppBadOutlined fontSize="large" />
                )
              }
              title={c.is_valid ? 'این گواهی معتبر است' : 'این گواهی باطل شده است'}
              line={
                c.is_valid
                  ? `صادر شده در دانش‌سرا در ${formatJalaliDate(c.issued_time)}`
                  : `از ${formatJalaliDate(c.revoked_time)} دیگر اعتبار ندارد؛ نتیجه این دوره تغییر کرده است.`
              }
            />
            <InfoRows
              items={[
                {
                  label: 'دارنده گواهی',
                  value: <strong>{toPersianDigits(c.holder_name)}</strong>,
                  wide: true,
                },
                {
                  label: 'کد ملی',
                  value: <Ltr>{toPersianDigits(c.national_code ?? '')}</Ltr>,
                  hidden: !c.national_code,
                },
                { label: 'کد گواهی', value: <Ltr>{groupPassCode(c.code)}</Ltr> },
                { label: 'دوره', value: toPersianDigits(c.unit_title), wide: true },
                {
                  label: 'کلاس',
                  value: toPersianDigits(c.classroom_title ?? ''),
                  hidden: !c.classroom_title || c.classroom_title === c.unit_title,
                  wide: true,
                },
                {
                  label: 'استاد',
                  value: toPersianDigits(c.professor_name ?? ''),
                  hidden: !c.professor_name,
                },
                {
                  label: 'نمره نهایی',
                  value: `${formatNumber(c.final_score)} از ${formatNumber(20)}`,
                },
                { label: 'نتیجه', value: c.result_label },
                { label: 'تاریخ صدور', value: formatJalaliDate(c.issued_time) },
              ]}
            />
            {c.pdf && (
              <Button
                href={c.pdf}
                target="_blank"
                rel="noopener"
                variant="contained"
                startIcon={<PictureAsPdfOutlined />}
                sx={{ mt: 3 }}
              >
                دیدن گواهی (PDF)
              </Button>
            )}
          </>
        ) : unknown ? (
          <Verdict
            tone="warning"
            icon={<SearchOffOutlined fontSize="large" />}
            title="گواهی‌ای با این کد پیدا نشد"
            line="کد را همان‌طور که روی گواهی آمده وارد کنید؛ گواهی جعلی یا کد اشتباه همین پاسخ را می‌گیرد."
          />
        ) : (
          <LoadError error={check.error} onRetry={() => void check.refetch()} />
        )}
      </Card>
      <CheckAnother current={code} />
    </Box>
  );
}

function Verdict({
  tone,
  icon,
  title,
  line,
}: {
  tone: 'success' | 'error' | 'warning';
  icon: ReactNode;
  title: string;
  line: string;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3 }}>
      <IconTile size={56} tone={tone} round>
        {icon}
      </IconTile>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: '1.25rem', sm: '1.5rem' }, color: `${tone}.dark` }}
        >
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{line}</Typography>
      </Box>
    </Box>
  );
}

/** A code or a national code reads left to right inside the Persian page. */
function Ltr({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      dir="ltr"
      sx={{ display: 'inline-block', fontWeight: 700, letterSpacing: '0.04em' }}
    >
      {children}
    </Box>
  );
}

/**
 * /certificate?code=…: where the form below lands when it is sent before the page's script has
 * hydrated it (a plain GET form); the code's own page from there.
 */
export function CertificateLookupPage() {
  const [params] = useSearchParams();
  const code = normalizePassCode(params.get('code') ?? '');
  return <Navigate replace to={code ? certificatePath(code) : '/'} />;
}

/** Another code, typed from a paper certificate; a plain GET form until the script takes it over. */
function CheckAnother({ current }: { current: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = normalizePassCode(value);
    if (code && code !== current) navigate(certificatePath(code));
  };
  return (
    <Box
      component="form"
      method="get"
      action="/certificate"
      onSubmit={submit}
      sx={{ mt: 3, display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        label="استعلام کد دیگر"
        placeholder="مثلاً ABCDE FGHJK"
        name="code"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        size="small"
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters', spellCheck: false } }}
        sx={{ flex: '1 1 220px' }}
      />
      <Button type="submit" variant="outlined" sx={{ height: 40 }}>
        استعلام
      </Button>
    </Box>
  );
}
