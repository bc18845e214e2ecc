import CleaningServicesRounded from '@mui/icons-material/CleaningServicesRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatJalaliDateTime, ROLE_LABELS, toPersianDigits, type Role } from '@daneshsara/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { InfoRows, type InfoItem } from '../../kit/InfoRows';
import { peekRedirect } from '../../features/auth/redirect';
import { useSession } from '../../features/auth/session';
import { useCurrentUser } from '../../features/profile/api/useCurrentUser';
import { api } from '../../lib/api';
import { SectionCard } from '../../kit/SectionCard';
import { DocHeader } from './DocHeader';
import BugReportRounded from '@mui/icons-material/BugReportRounded';

/** SPEC section 9: the web version built into this client. */
export const WEB_VERSION = '1.0.0';

type WorkerState = { supported: boolean; registrations: string[] };

async function readWorkers(): Promise<WorkerState> {
  if (!('serviceWorker' in navigator)) return { supported: false, registrations: [] };
  const regs = await navigator.serviceWorker.getRegistrations();
  return {
    supported: true,
    registrations: regs.map(
      (r) => `${r.scope} (${r.active?.state ?? r.installing?.state ?? r.waiting?.state ?? '—'})`,
    ),
  };
}

/** Cache Storage, the worker registrations and the in-memory query cache; the login stays. */
async function clearClient(queryClient: ReturnType<typeof useQueryClient>): Promise<number> {
  let cleared = 0;
  if ('caches' in window) {
    const keys = await caches.keys();
    await Promise.all(keys.map((k) => caches.delete(k)));
    cleared += keys.length;
  }
  if ('serviceWorker' in navigator) {
    const regs = await navigator.serviceWorker.getRegistrations();
    await Promise.all(regs.map((r) => r.unregister()));
    cleared += regs.length;
  }
  queryClient.clear();
  return cleared;
}

/** /debug: what a developer asks first about a client, without any secret. */
export function DebugPage() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const user = useCurrentUser();
  const health = useQuery({
    queryKey: ['debug', 'health'],
    queryFn: ({ signal }) => api.system.health(signal),
    retry: false,
  });
  const [workers, setWorkers] = useState<WorkerState | null>(null);
  const [redirectTarget, setRedirectTarget] = useState<string | null>(() => peekRedirect());
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void readWorkers().then(setWorkers);
  }, []);

  const roles: ReactNode = !token ? (
    'وارد نشده‌اید'
  ) : user.isPending ? (
    'در حال خواندن…'
  ) : user.isError ? (
    'خواندن کاربر ناموفق بود'
  ) : (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(user.data?.roles ?? []).map((r) => (
        <Chip key={r} size="small" label={ROLE_LABELS[r as Role] ?? r} />
      ))}
    </Stack>
  );

  const rows: InfoItem[] = [
    { label: 'نسخه وب ساخته‌شده', value: toPersianDigits(WEB_VERSION) },
    {
      label: 'آخرین نسخه وب سرور',
      value: 'سرور نسخه وب را اعلام نمی‌کند (در ENDPOINTS.md و تنظیمات نشانی‌ای برای آن نیست)',
    },
    { label: 'زمان ساخت', value: formatJalaliDateTime(__WEB_BUILD_TIME__) },
    {
      label: 'سلامت API',
      value: health.isPending
        ? 'در حال بررسی…'
        : health.isError
          ? 'پاسخ نداد'
          : health.data?.status === 'ok'
            ? 'سالم'
            : `پاسخ: ${health.data?.status ?? ''}`,
    },
    {
      label: 'سرویس‌ورکر',
      value: !workers
        ? 'در حال بررسی…'
        : !workers.supported
          ? 'این مرورگر پشتیبانی نمی‌کند'
          : workers.registrations.length === 0
            ? 'هیچ سرویس‌ورکری ثبت نشده است'
            : workers.registrations.join('، '),
    },
    { label: 'نقش‌های کاربر واردشده', value: roles },
    { label: 'مقصد ذخیره‌شده پس از ورود', value: redirectTarget ?? 'ندارد' },
  ];

  return (
    <>
      <DocHeader
        title="اشکال‌یابی"
        text="وضعیت این نسخه از سایت در مرورگر شما؛ هیچ رمز یا توکنی نمایش داده نمی‌شود."
      />
      <Stack spacing={2.5}>
        <SectionCard id="debug-state" title="وضعیت" icon={<BugReportRounded />}>
          <InfoRows items={rows} columns={1} />
        </SectionCard>
        <SectionCard
          id="debug-clear"
          title="پاک کردن حافظه‌های موقت"
          description="حافظه Cache Storage و داده‌های خوانده‌شده پاک و سرویس‌ورکرها لغو ثبت می‌شوند؛ ورود شما باقی می‌ماند."
          icon={<CleaningServicesRounded />}
        >
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Button
              variant="contained"
              disabled={busy}
              startIcon={<CleaningServicesRounded />}
              onClick={async () => {
                setBusy(true);
                try {
                  const n = await clearClient(queryClient);
                  setWorkers(await readWorkers());
                  setRedirectTarget(peekRedirect());
                  setDone(`حافظه‌های موقت پاک شد (${toPersianDigits(n)} مورد).`);
                } finally {
                  setBusy(false);
                }
              }}
            >
              پاک کردن حافظه و لغو سرویس‌ورکر
            </Button>
            {done && (
              <Alert severity="success" role="status">
                {done}
              </Alert>
            )}
          </Stack>
        </SectionCard>
      </Stack>
    </>
  );
}
