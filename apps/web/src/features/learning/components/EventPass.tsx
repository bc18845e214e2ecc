import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatJalaliDateTime, groupPassCode, toPersianDigits } from '@daneshsara/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../../lib/api';
import { USER_SCOPE } from '../../../lib/queryKeys';
import { StatusChip } from '../../payments/components/StatusChip';
import { createLmaApi } from '../lmaApi';

const lma = createLmaApi(api.http);
const passKey = (id: number) => [...USER_SCOPE, 'lma', 'event-pass', id] as const;

/**
 * The QR is drawn by the server (GET …/pass.svg, fetched with the bearer token like any call) and
 * shown as an <img> of its text: an image never runs what it holds, and no QR code ships here.
 */
function usePass(id: number, open: boolean) {
  const pass = useQuery({
    queryKey: passKey(id),
    queryFn: ({ signal }) => lma.getEventPass(id, signal),
    enabled: open,
  });
  const svg = useQuery({
    queryKey: [...passKey(id), 'svg'],
    queryFn: ({ signal }) => lma.getEventPassSvg(id, signal),
    enabled: open && pass.isSuccess,
    staleTime: Infinity,
  });
  return { pass, svg };
}

function PassBody({ id, title }: { id: number; title: string }) {
  const { pass, svg } = usePass(id, true);
  if (pass.error) return <Alert severity="error">{pass.error.message}</Alert>;
  const p = pass.data;
  const used = p?.checked_in_time ?? null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 800, fontSize: '1.05rem', lineHeight: 1.8 }}>{title}</Typography>
      {p && <Typography sx={{ color: 'text.secondary' }}>{toPersianDigits(p.owner_info.full_name)}</Typography>}
      <Box
        sx={{
          width: 240,
          maxWidth: '100%',
          aspectRatio: '1 / 1',
          borderRadius: 3,
          border: 1,
          borderColor: 'divider',
          bgcolor: '#fff',
          p: 1,
          filter: used ? 'grayscale(1)' : undefined,
          opacity: used ? 0.55 : 1,
        }}
      >
        {svg.data ? (
          <Box
            component="img"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`}
            alt="کد کیوآر بلیت ورود"
            sx={{ width: '100%', height: '100%', display: 'block' }}
          />
        ) : (
          <Skeleton variant="rounded" sx={{ width: '100%', height: '100%' }} />
        )}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        کد بلیت
      </Typography>
      {p ? (
        <Box
          component="bdi"
          dir="ltr"
          aria-label="کد بلیت"
          data-testid="event-pass-code"
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
            fontSize: { xs: '1.6rem', sm: '1.9rem' },
            fontWeight: 700,
            letterSpacing: '0.18em',
            direction: 'ltr',
            unicodeBidi: 'isolate',
            whiteSpace: 'nowrap',
          }}
        >
          {groupPassCode(p.code)}
        </Box>
      ) : (
        <Skeleton width={220} height={48} />
      )}
      {p &&
        (used ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
            <StatusChip label="استفاده شده" tone="default" />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              ورود شما در {formatJalaliDateTime(used)} ثبت شد.
            </Typography>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
            <StatusChip label="معتبر، استفاده نشده" tone="success" />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              هنگام ورود، این کد را به مسئول پذیرش نشان دهید؛ هر بلیت یک بار پذیرفته می‌شود.
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

/** «بلیت ورود» on an event registration: the pass's QR and code in a dialog (issue 28). */
export function EventPassButton({ registration, title }: { registration: number; title: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <>
      <Button
        variant="outlined"
        color="secondary"
        size="small"
        startIcon={<ConfirmationNumberOutlined />}
        onClick={() => setOpen(true)}
      >
        بلیت ورود
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen={phone} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`} sx={{ fontWeight: 800 }}>
          بلیت ورود
        </DialogTitle>
        <DialogContent dividers>{open && <PassBody id={registration} title={title} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>بستن</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
