import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatJalaliDate, HOLDING_TYPE_LABELS, toPersianDigits } from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '../../payments/components/StatusChip';
import { KINDS, type LearningKind } from '../kinds';
import type { RegistrationRow } from '../lmaApi';
import { financeBadge, isActiveRegistration, registrationBadge, registrationLinks } from '../model';
import { ClassroomThumb } from './ClassroomThumb';
import { EventPassButton } from './EventPass';

/**
 * One of my registrations (ENDPOINTS.md 4.1 step 8): the classroom, my status (or my result once
 * there is a transcript), «وضعیت مالی» from its invoice, and where to go next.
 */
export function RegistrationCard({ registration, kind }: { registration: RegistrationRow; kind: LearningKind }) {
  const c = registration.classroom_info;
  const title = toPersianDigits(c?.title ?? '');
  const status = registrationBadge(registration);
  const finance = financeBadge(registration.invoice_info);
  const links = registrationLinks(registration, kind);
  const category = c?.unit_info?.category_info?.title;
  const when = registration.registered_time ?? registration.creation_time;
  const active = isActiveRegistration(registration);
  return (
    <Card
      component="li"
      aria-label={title}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'stretch' }}
    >
      <Box
        component={RouterLink}
        to={links.panel}
        tabIndex={-1}
        aria-hidden
        sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0, display: 'block' }}
      >
        <ClassroomThumb
          src={c?.thumbnail}
          alt=""
          seed={registration.classroom}
          kind={kind}
          caption={category}
          ratio="16 / 10"
          sx={{
            height: { sm: '100%' },
            aspectRatio: { xs: '3 / 1', sm: 'auto' },
            minHeight: { sm: 150 },
            // A registration that ended steps back a little.
            filter: active ? undefined : 'grayscale(0.7)',
            opacity: active ? 1 : 0.8,
          }}
        />
      </Box>
      <Box sx={{ p: 2, flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography sx={{ color: 'primary.main', fontSize: '0.8rem', fontWeight: 700 }}>
          {[category, c ? HOLDING_TYPE_LABELS[c.holding_type] : null].filter(Boolean).join(' · ')}
        </Typography>
        <Link
          component={RouterLink}
          to={links.panel}
          underline="hover"
          color="inherit"
          sx={{ fontWeight: 800, fontSize: '1.05rem', lineHeight: 1.7 }}
        >
          {title}
        </Link>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, color: 'text.secondary', fontSize: '0.88rem' }}>
          {c?.professor_info && (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, '& svg': { fontSize: 18 } }}>
              <PersonOutlineRounded />
              {c.professor_info.full_name}
            </Box>
          )}
          <span>
            {registration.registered_time ? 'تاریخ ثبت نام' : 'تاریخ درخواست'}: {formatJalaliDate(when)}
          </span>
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}
        >
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              وضعیت
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <StatusChip {...status} />
            </Box>
          </Box>
          {finance && (
            <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                وضعیت مالی
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <StatusChip {...finance} />
              </Box>
            </Box>
          )}
        </Box>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          {links.invoice && (
            <Button
              component={RouterLink}
              to={links.invoice}
              variant="contained"
              color="secondary"
              size="small"
              startIcon={<ReceiptLongOutlined />}
            >
              پرداخت صورت حساب
            </Button>
          )}
          <Button
            component={RouterLink}
            to={links.panel}
            variant={links.invoice ? 'outlined' : 'contained'}
            size="small"
            endIcon={<ChevronLeftRounded />}
          >
            جزئیات {KINDS[kind].noun}
          </Button>
          {kind === 'events' && registration.status === 'REGISTERED' && (
            <EventPassButton registration={registration.id} title={title} />
          )}
          <Button component={RouterLink} to={links.public} size="small" color="inherit" sx={{ color: 'text.secondary' }}>
            صفحه {KINDS[kind].noun}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}

export function RegistrationCardSkeleton() {
  return (
    <Card sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ width: { xs: '100%', sm: 200 }, height: { xs: 120, sm: 170 } }} />
      <Box sx={{ p: 2, flex: 1 }}>
        <Skeleton width="30%" />
        <Skeleton width="70%" height={32} />
        <Skeleton width="45%" />
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Skeleton variant="rounded" width={90} height={26} />
          <Skeleton variant="rounded" width={110} height={26} />
        </Box>
      </Box>
    </Card>
  );
}
