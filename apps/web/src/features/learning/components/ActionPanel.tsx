import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ClassroomStatus, formatNumber, REGISTRATION_STATUS_LABELS } from '@daneshsara/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from '../../auth/session';
import { StatusChip } from '../../payments/components/StatusChip';
import { safeHref } from '../../../kit/richText';
import { completeInfoUrl, KINDS, type CompleteInfoType, type LearningKind } from '../kinds';
import type { ClassroomRow } from '../lmaApi';
import {
  actionLabel,
  classroomActions,
  financeBadge,
  isActiveRegistration,
  periodLine,
  priceLabel,
  registrationBadge,
  seatsInfo,
  showRegulations,
} from '../model';
import { DropAction } from './DropAction';
import { RulesDialog } from './RulesDialog';
import { WaitlistBox } from './WaitlistBox';
import { useLoginFirst } from '../useLoginFirst';

/** Why there is no button, in the server's terms (its phase and seats), never the client's dates. */
function quietNote(classroom: ClassroomRow, kind: LearningKind): string | null {
  const noun = KINDS[kind].noun;
  switch (classroom.status) {
    case ClassroomStatus.NOT_PUBLISHED_YET:
      return null;
    case ClassroomStatus.BEFORE_ENROLLMENT_PERIOD:
    case ClassroomStatus.BEFORE_REGISTRATION_PERIOD:
    case ClassroomStatus.BEFORE_DROP_ADD_PERIOD: {
      const next = periodLine(classroom);
      return next ? `ثبت نام هنوز آغاز نشده است؛ ${next}.` : 'ثبت نام هنوز آغاز نشده است.';
    }
    case ClassroomStatus.ONGOING:
      return `این ${noun} در حال برگزاری است و مهلت ثبت نام آن به پایان رسیده است.`;
    case ClassroomStatus.FINISHED:
      return `این ${noun} به پایان رسیده است.`;
    default:
      return seatsInfo(classroom).tone === 'full' || classroom.waiting_count > 0
        ? `ظرفیت این ${noun} تکمیل شده است.`
        : `در حال حاضر امکان ثبت نام در این ${noun} وجود ندارد.`;
  }
}

/** Seats: how many, how many taken, how many left. */
function Seats({ classroom }: { classroom: ClassroomRow }) {
  const seats = seatsInfo(classroom);
  if (seats.tone === 'unlimited') {
    return <Typography sx={{ color: 'text.secondary', fontSize: '0.92rem' }}>ظرفیت نامحدود</Typography>;
  }
  const used = Math.min(100, Math.round((classroom.used_capacity / classroom.capacity) * 100));
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: '0.9rem', mb: 0.75 }}>
        <Typography component="span" sx={{ color: 'text.secondary', fontSize: 'inherit' }}>
          ظرفیت {formatNumber(classroom.capacity)} نفر
        </Typography>
        <Typography
          component="span"
          sx={{
            fontWeight: 700,
            fontSize: 'inherit',
            color: seats.tone === 'full' ? 'error.main' : seats.tone === 'few' ? '#a4610b' : 'success.dark',
          }}
        >
          {seats.label}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={used}
        aria-label="ظرفیت پر شده"
        color={seats.tone === 'full' ? 'error' : seats.tone === 'few' ? 'secondary' : 'primary'}
        sx={{ height: 8, borderRadius: 99, bgcolor: 'rgba(15,94,99,0.1)' }}
      />
    </Box>
  );
}

/**
 * The side panel of a classroom page: price, seats, the person's own status and the buttons the
 * server's four flags allow (ENDPOINTS.md 4.1): «پیش ثبت نام» and «ثبت نام» open the rules and
 * then the profile step; «مشاهده کلاس» opens the panel; «انصراف» asks first. A guest is sent to
 * Login and comes back here.
 */
export function ActionPanel({ classroom, kind }: { classroom: ClassroomRow; kind: LearningKind }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [rules, setRules] = useState<CompleteInfoType | null>(null);
  const actions = classroomActions(classroom);
  const mine = classroom.current_user_register_info;
  const active = isActiveRegistration(mine);
  const finance = financeBadge(mine?.invoice_info);
  const payable = mine?.invoice_info?.status === 'PAYING' ? mine.invoice_info : null;
  const regulations = showRegulations(classroom) && classroom.codes ? safeHref(classroom.codes) : null;
  const note = actions.length || active ? null : quietNote(classroom, kind);

  const signedIn = useLoginFirst();
  const start = (type: CompleteInfoType) => {
    if (signedIn()) setRules(type);
  };

  return (
    <Box>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>هزینه ثبت نام</Typography>
      <Typography
        sx={{
          fontWeight: 800,
          fontSize: '1.6rem',
          lineHeight: 1.6,
          color: classroom.price === 0 ? 'success.dark' : 'text.primary',
        }}
      >
        {priceLabel(classroom.price)}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <Seats classroom={classroom} />
      </Box>

      {mine && active && (
        <Box
          sx={{
            mt: 2.5,
            p: 1.5,
            borderRadius: 2,
            bgcolor: '#faf8f4',
            border: '1px solid',
            borderColor: 'divider',
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography sx={{ fontSize: '0.9rem', color: 'text.secondary' }}>وضعیت شما</Typography>
            <StatusChip {...registrationBadge({ status: mine.status, transcript_sheet_info: null })} />
          </Box>
          {finance && (
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontSize: '0.9rem', color: 'text.secondary' }}>وضعیت مالی</Typography>
              <StatusChip {...finance} />
            </Box>
          )}
          {payable && classroom.waitlist_info?.entry?.status !== 'OFFERED' && (
            <Typography sx={{ fontSize: '0.85rem', lineHeight: 1.8, color: '#7a4f00' }}>
              جای شما تا پرداخت صورت حساب نگه داشته می‌شود؛ صورت حساب پرداخت‌نشده ۲۴ ساعت پس از
              صدور لغو می‌شود.
            </Typography>
          )}
        </Box>
      )}

      <WaitlistBox classroom={classroom} kind={kind} />

      <Box sx={{ mt: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        {payable && (
          <Button
            component={RouterLink}
            to={`/panel/invoice/${payable.id}`}
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<ReceiptLongOutlined />}
          >
            پرداخت صورت حساب
          </Button>
        )}
        {actions.map((action) => {
          const label = actionLabel(action, kind);
          if (action === 'view') {
            return (
              <Button
                key={action}
                component={RouterLink}
                to={KINDS[kind].panelDetail(classroom.id)}
                variant="contained"
                size="large"
                startIcon={<VisibilityOutlined />}
              >
                {label}
              </Button>
            );
          }
          if (action === 'drop') return <DropAction key={action} classroom={classroom} kind={kind} fullWidth />;
          const type: CompleteInfoType = action === 'register' ? 'register' : 'enrollment';
          return (
            <Button
              key={action}
              variant={action === 'register' || !actions.includes('register') ? 'contained' : 'outlined'}
              size="large"
              startIcon={user ? <HowToRegOutlined /> : <LoginOutlined />}
              onClick={() => start(type)}
            >
              {label}
            </Button>
          );
        })}
        {regulations && (
          <Button
            component="a"
            href={regulations}
            target="_blank"
            rel="noopener noreferrer"
            variant="text"
            startIcon={<PictureAsPdfOutlined />}
          >
            آیین نامه
          </Button>
        )}
      </Box>
      {!user && actions.some((a) => a === 'register' || a === 'enrol') && (
        <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '0.85rem', lineHeight: 1.8 }}>
          برای ثبت نام ابتدا وارد حساب کاربری خود شوید یا حساب تازه‌ای بسازید.
        </Typography>
      )}
      {note && (
        <Alert severity="info" sx={{ mt: 2, lineHeight: 1.9 }}>
          {note}
        </Alert>
      )}
      {mine && !active && (
        <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '0.85rem' }}>
          ثبت نام قبلی شما: {REGISTRATION_STATUS_LABELS[mine.status]}
        </Typography>
      )}
      {rules && (
        <RulesDialog
          open
          type={rules}
          classroom={classroom}
          kind={kind}
          onClose={() => setRules(null)}
          onAccept={() => navigate(completeInfoUrl(rules, KINDS[kind].source, classroom.id))}
        />
      )}
    </Box>
  );
}
