import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { formatJalaliDateTime, toPersianDigits } from '@daneshsara/domain';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { RichText } from '../../../features/donation/components/RichText';
import { useClassroom } from '../../../features/learning/api';
import { AnswerForm } from '../../../features/learning/components/AnswerForm';
import { AttendanceForm } from '../../../features/learning/components/AttendanceForm';
import {
  AttachmentLink,
  Facts,
  NotFoundPage,
  PageSkeleton,
  TwoColumns,
} from '../../../features/learning/components/PanelParts';
import type { ClassroomRow, SessionRow } from '../../../features/learning/lmaApi';
import { useMySession, useSubmitAssignment } from '../../../features/learning/sessionsApi';
import {
  answerState,
  assignmentBadge,
  attendanceBadge,
  attendanceOf,
  classroomBack,
  MY_CLASSROOMS_BACK,
  mySessionSheet,
  sessionTime,
} from '../../../features/learning/sessionsModel';
import { LoadError } from '../../../features/payments/components/LoadError';
import { PageHeader } from '../../../features/payments/components/PageHeader';
import { SectionCard } from '../../../features/payments/components/SectionCard';
import { StatusChip } from '../../../features/payments/components/StatusChip';
import { parseId } from '../../../features/payments/params';

function open(flag: boolean): ReactNode {
  return flag ? (
    <Box component="span" sx={{ color: 'success.dark' }}>
      باز است
    </Box>
  ) : (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      بسته است
    </Box>
  );
}

function About({
  session,
  classroom,
  now,
}: {
  session: SessionRow;
  classroom: ClassroomRow | undefined;
  now: Date;
}) {
  const back = classroomBack(classroom);
  const assignment = assignmentBadge(session);
  return (
    <SectionCard id="session-about" title="درباره جلسه" icon={<EventNoteOutlined />}>
      <Facts
        items={[
          {
            label: 'کلاس',
            wide: true,
            value: classroom ? (
              <Link component={RouterLink} to={back.to}>
                {back.label}
              </Link>
            ) : (
              <Skeleton width={140} />
            ),
          },
          {
            label: 'وضعیت حضور',
            value: <StatusChip {...attendanceBadge(attendanceOf(session, now))} />,
          },
          {
            label: 'وضعیت تکلیف',
            value: assignment ? <StatusChip {...assignment} /> : 'این جلسه تکلیف ندارد',
          },
          { label: 'ثبت حضور', value: open(session.is_enabled_changing_attendance_status) },
          {
            label: 'ارسال تکلیف',
            value: open(session.is_enabled_answering),
            // A verified answer is final: nothing to send any more.
            hidden:
              !session.is_show_answer_input ||
              mySessionSheet(session)?.assignment_status === 'VERIFIED',
          },
        ]}
      />
      {session.description?.trim() && (
        <>
          <Divider sx={{ my: 2.5 }} />
          <RichText text={session.description} />
        </>
      )}
    </SectionCard>
  );
}

function Assignment({ session }: { session: SessionRow }) {
  const sheet = mySessionSheet(session);
  const submit = useSubmitAssignment(session.id);
  const state = answerState({
    enabled: session.is_enabled_answering,
    status: sheet?.assignment_status,
  });
  const sent = sheet && sheet.assignment_status !== 'NOT_SENT';
  const badge = assignmentBadge(session);
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      id="session-assignment"
      title="تکلیف جلسه"
      icon={<AssignmentOutlined />}
      action={badge ? <StatusChip {...badge} /> : undefined}
    >
      {session.assignment_description?.trim() && (
        <Box sx={{ mb: 2.5 }}>
          <RichText text={session.assignment_description} />
        </Box>
      )}
      {sent && (
        <Box
          aria-label="پاسخ ارسالی شما"
          role="group"
          sx={{
            p: 2,
            mb: 2.5,
            borderRadius: 1,
            bgcolor: '#faf8f4',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>پاسخ ارسالی شما</Typography>
          {sheet.answer_time && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {`ارسال در ${formatJalaliDateTime(sheet.answer_time)}`}
            </Typography>
          )}
          {sheet.answer_text?.trim() && (
            <Typography
              sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.9, overflowWrap: 'anywhere', mb: 1 }}
            >
              {toPersianDigits(sheet.answer_text)}
            </Typography>
          )}
          <AttachmentLink url={sheet.answer_attachment} />
        </Box>
      )}
      {state === 'open' && sheet?.assignment_status === 'NOT_VERIFIED' && (
        <Alert severity="warning" sx={{ mb: 2, lineHeight: 1.9 }}>
          پاسخ قبلی شما تایید نشد؛ می‌توانید پاسخ را اصلاح و دوباره ارسال کنید.
        </Alert>
      )}
      {state === 'open' && sent && !editing ? (
        <Button
          variant="outlined"
          startIcon={<EditOutlined />}
          onClick={() => setEditing(true)}
          sx={{ minHeight: 44 }}
        >
          ویرایش پاسخ
        </Button>
      ) : state === 'open' ? (
        <>
          <AnswerForm
            name="ارسال پاسخ تکلیف"
            textLabel="متن پاسخ"
            initialText={sheet?.answer_text}
            existingAttachment={sheet?.answer_attachment}
            submitLabel={sent ? 'ارسال دوباره' : 'ارسال پاسخ'}
            successMessage="پاسخ تکلیف شما ارسال شد."
            pending={submit.isPending}
            onSubmit={(input) => submit.mutateAsync(input)}
            onSent={() => setEditing(false)}
            onCancel={sent ? () => setEditing(false) : undefined}
          />
        </>
      ) : state === 'verified' ? (
        <Alert severity="success" icon={<TaskAltOutlined />} sx={{ lineHeight: 1.9 }}>
          تکلیف شما تایید شده است و دیگر قابل تغییر نیست.
        </Alert>
      ) : (
        <Alert severity="info" icon={<LockOutlined />} sx={{ lineHeight: 1.9 }}>
          {sent
            ? 'مهلت ارسال پاسخ این تکلیف به پایان رسیده است یا هنوز باز نشده است.'
            : 'اکنون امکان ارسال پاسخ تکلیف این جلسه وجود ندارد.'}
        </Alert>
      )}
      {session.assignment_answer?.trim() && (
        <>
          <Divider sx={{ my: 2.5 }} />
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            پاسخ تشریحی
          </Typography>
          <RichText text={session.assignment_answer} />
        </>
      )}
    </SectionCard>
  );
}

/**
 * /panel/profile/session/:id: one session of my classroom (ENDPOINTS.md 4.3): its time and
 * texts, my attendance boxes while the server allows them, and my assignment answer.
 */
export function SessionPage() {
  const id = parseId(useParams().id);
  const { data: session, isPending, error, refetch } = useMySession(id);
  const { data: classroom, isPending: classroomPending } = useClassroom(session?.classroom ?? null);
  const [now] = useState(() => new Date());
  const back = classroomBack(classroom);

  if (id === null || (isApiError(error) && error.status === 404)) {
    return <NotFoundPage title="جلسه" what="این جلسه" back={MY_CLASSROOMS_BACK} />;
  }

  const sheet = session ? mySessionSheet(session) : null;
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title={session ? toPersianDigits(session.title) : 'جلسه'}
        description={session ? sessionTime(session) : undefined}
        badge={
          session?.is_mandatory ? <StatusChip label="حضور الزامی" tone="warning" /> : undefined
        }
        back={back}
      />
      {error && !session ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending || !session ? (
        <PageSkeleton label="در حال بارگذاری جلسه" />
      ) : (
        <TwoColumns
          main={<About session={session} classroom={classroom} now={now} />}
          side={
            <SectionCard
              id="session-attendance"
              title="حضور و مطالعه"
              description={
                session.is_enabled_changing_attendance_status
                  ? 'مواردی را که انجام داده‌اید علامت بزنید و ثبت کنید.'
                  : undefined
              }
              icon={<FactCheckOutlined />}
            >
              {classroomPending ? (
                <Skeleton variant="rounded" height={160} />
              ) : (
                <AttendanceForm
                  key={JSON.stringify(
                    sheet && [
                      sheet.is_read_part1,
                      sheet.is_read_part2,
                      sheet.is_present_listen_part1,
                      sheet.is_present_listen_part2,
                    ],
                  )}
                  session={session}
                  holding={classroom?.holding_type}
                />
              )}
            </SectionCard>
          }
          rest={
            <>
              {session.syllabus?.trim() && (
                <SectionCard id="session-syllabus" title="منابع مطالعه" icon={<MenuBookOutlined />}>
                  <RichText text={session.syllabus} />
                </SectionCard>
              )}
              {session.contents?.trim() && (
                <SectionCard
                  id="session-contents"
                  title="محتوا و پیوندها"
                  icon={<OndemandVideoOutlined />}
                >
                  <RichText text={session.contents} />
                </SectionCard>
              )}
              {session.is_show_answer_input && <Assignment session={session} />}
            </>
          }
        />
      )}
    </Box>
  );
}
