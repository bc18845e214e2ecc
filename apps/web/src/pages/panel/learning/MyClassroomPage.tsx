import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { toPersianDigits } from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useClassroom } from '../../../features/learning/api';
import { ClassroomTests } from '../../../features/exams/components/ClassroomTests';
import { ClassroomProjects } from '../../../features/learning/components/ClassroomProjects';
import { ClassroomSessions } from '../../../features/learning/components/ClassroomSessions';
import { ClassroomTeams } from '../../../features/learning/components/ClassroomTeams';
import { NotFoundPage } from '../../../features/learning/components/PanelParts';
import { TranscriptCard } from '../../../features/learning/components/TranscriptCard';
import { useMyClassroomRegistration } from '../../../features/learning/sessionsApi';
import {
  ClassroomFacts,
  ProfessorLine,
} from '../../../features/learning/components/ClassroomFacts';
import { ClassroomThumb } from '../../../features/learning/components/ClassroomThumb';
import { DropAction } from '../../../features/learning/components/DropAction';
import { KINDS, kindOfCategoryType, type LearningKind } from '../../../features/learning/kinds';
import type { ClassroomRow, RegistrationRow } from '../../../features/learning/lmaApi';
import {
  financeBadge,
  isActiveRegistration,
  registrationBadge,
  statusBadge,
} from '../../../features/learning/model';
import { Amount } from '../../../features/payments/components/Amount';
import { LoadError } from '../../../kit/LoadError';
import { PageHeader } from '../../../kit/PageHeader';
import { SectionCard } from '../../../kit/SectionCard';
import { StatusChip } from '../../../features/payments/components/StatusChip';
import { parseId } from '../../../features/payments/params';
import { moneyPaths } from '../../../features/payments/paths';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        py: 0.75,
      }}
    >
      <Typography sx={{ color: 'text.secondary', fontSize: '0.92rem' }}>{label}</Typography>
      <Box sx={{ fontWeight: 600 }}>{children}</Box>
    </Box>
  );
}

function MyStatus({
  classroom,
  kind,
  registration,
}: {
  classroom: ClassroomRow;
  kind: LearningKind;
  registration: RegistrationRow | null | undefined;
}) {
  const info = KINDS[kind];
  const mine = classroom.current_user_register_info;
  const invoice = mine?.invoice_info ?? null;
  const finance = financeBadge(invoice);
  return (
    <SectionCard id="my-status" title="وضعیت من" icon={<HowToRegOutlined />}>
      {mine ? (
        <>
          <Row label="وضعیت ثبت نام">
            <StatusChip
              {...registrationBadge({
                status: mine.status,
                transcript_sheet_info: registration?.transcript_sheet_info ?? null,
              })}
            />
          </Row>
          {finance && invoice && (
            <>
              <Row label="وضعیت مالی">
                <StatusChip {...finance} />
              </Row>
              <Row label="مبلغ صورت حساب">
                <Amount value={invoice.amount} />
              </Row>
            </>
          )}
          {invoice?.status === 'PAYING' && (
            <Alert severity="warning" sx={{ mt: 1.5, lineHeight: 1.9 }}>
              جای شما تا پرداخت صورت حساب نگه داشته می‌شود؛ صورت حساب پرداخت‌نشده ۲۴ ساعت پس از صدور
              لغو می‌شود.
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, mt: 2 }}>
            {invoice && (
              <Button
                component={RouterLink}
                to={`/panel/invoice/${invoice.id}`}
                variant={invoice.status === 'PAYING' ? 'contained' : 'outlined'}
                color={invoice.status === 'PAYING' ? 'secondary' : 'primary'}
                startIcon={<ReceiptLongOutlined />}
              >
                {invoice.status === 'PAYING' ? 'پرداخت صورت حساب' : 'مشاهده صورت حساب'}
              </Button>
            )}
            {classroom.is_enabled_dropping && (
              <DropAction classroom={classroom} kind={kind} fullWidth />
            )}
          </Box>
        </>
      ) : (
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.9 }}>
          شما در این {info.noun} ثبت نام نکرده‌اید.
        </Typography>
      )}
      <Button
        component={RouterLink}
        to={info.publicDetail(classroom.id)}
        color="inherit"
        endIcon={<OpenInNewRounded />}
        sx={{ mt: 1.5, color: 'text.secondary' }}
      >
        صفحه معرفی {info.noun}
      </Button>
    </SectionCard>
  );
}

/**
 * /panel/profile/classroom/:id and /panel/profile/event/:id: the learner's own view of a
 * classroom: its header, my status and invoice, «انصراف», and for a REGISTERED learner the
 * sessions, projects, teams and (once announced) the transcript (ENDPOINTS.md 4.3).
 */
export function MyClassroomPage() {
  const id = parseId(useParams().id);
  const { pathname } = useLocation();
  const { data: classroom, isPending, error, refetch } = useClassroom(id);
  const registered = classroom?.current_user_register_info?.status === 'REGISTERED';
  const { data: registration } = useMyClassroomRegistration(id ?? 0, registered);
  const routeKind: LearningKind = pathname.includes('/profile/event/') ? 'events' : 'training';
  const kind = classroom ? kindOfCategoryType(classroom.unit_info?.category_info?.type) : routeKind;
  const info = KINDS[kind];
  const back = { to: info.panelList, label: info.mineTitle };

  if (id === null || (isApiError(error) && error.status === 404)) {
    return (
      <NotFoundPage
        title={info.noun}
        what={`این ${info.noun}`}
        back={back}
        description="ممکن است نشانی اشتباه باشد."
      />
    );
  }

  const mine = classroom?.current_user_register_info;
  const status = classroom ? statusBadge(classroom.status) : null;
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title={classroom ? toPersianDigits(classroom.title) : info.noun}
        badge={
          mine && isActiveRegistration(mine) ? (
            <StatusChip
              {...registrationBadge({
                status: mine.status,
                transcript_sheet_info: registration?.transcript_sheet_info ?? null,
              })}
            />
          ) : undefined
        }
        back={back}
        actions={
          classroom && (
            <Button
              component={RouterLink}
              to={moneyPaths.newTicket({
                source_type: info.ticketSource,
                source_id: classroom.id,
                title: classroom.title,
              })}
              variant="outlined"
              startIcon={<SupportAgentOutlined />}
            >
              تیکت
            </Button>
          )
        }
      />
      {error && !classroom ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending || !classroom ? (
        <Stack spacing={3} aria-busy="true" aria-label={`در حال بارگذاری ${info.noun}`}>
          <Skeleton variant="rounded" height={180} />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
            <Skeleton variant="rounded" height={220} />
            <Skeleton variant="rounded" height={220} />
          </Box>
        </Stack>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <Card sx={{ overflow: 'hidden' }}>
              <ClassroomThumb
                src={classroom.thumbnail}
                alt={classroom.title}
                seed={classroom.id}
                kind={kind}
                caption={classroom.unit_info?.category_info?.title}
                ratio="21 / 7"
              />
              <Box sx={{ p: { xs: 2, sm: 3 } }}>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1.5,
                    flexWrap: 'wrap',
                    mb: 2.5,
                  }}
                >
                  <ProfessorLine professor={classroom.professor_info} />
                  {status && <StatusChip {...status} />}
                </Box>
                <ClassroomFacts classroom={classroom} showAccess={mine?.status === 'REGISTERED'} />
              </Box>
            </Card>
            <ClassroomSessions classroomId={classroom.id} kind={kind} registered={registered} />
            {registered && <ClassroomTests classroomId={classroom.id} />}
            {registered && <ClassroomProjects classroomId={classroom.id} kind={kind} />}
          </Stack>
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            {registered && <TranscriptCard registration={registration} />}
            <MyStatus classroom={classroom} kind={kind} registration={registration} />
            {registered && <ClassroomTeams classroomId={classroom.id} kind={kind} />}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
