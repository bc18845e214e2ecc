import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { RichText } from '../../../kit/RichText';
import { useClassroom } from '../../../features/learning/api';
import { AttendanceForm } from '../../../features/learning/components/AttendanceForm';
import {
  AnswerControls,
  AboutCard,
  DetailPage,
  SentAnswer,
  TextSection,
} from '../../../features/learning/components/HandIn';
import type { ClassroomRow, SessionRow } from '../../../features/learning/lmaApi';
import { useMySession, useSubmitAssignment } from '../../../features/learning/sessionsApi';
import {
  answerState,
  assignmentBadge,
  attendanceBadge,
  attendanceOf,
  classroomBack,
  mySessionSheet,
  sessionTime,
} from '../../../features/learning/sessionsModel';
import { SectionCard } from '../../../kit/SectionCard';
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
  const assignment = assignmentBadge(session);
  return (
    <AboutCard
      id="session-about"
      title="درباره جلسه"
      icon={<EventNoteOutlined />}
      classroom={classroom}
      facts={[
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
      text={session.description}
    />
  );
}

function Assignment({ session }: { session: SessionRow }) {
  const sheet = mySessionSheet(session);
  const submit = useSubmitAssignment(session.id);
  const state = answerState({
    enabled: session.is_enabled_answering,
    status: sheet?.assignment_status,
  });
  const sent = !!sheet && sheet.assignment_status !== 'NOT_SENT';
  const badge = assignmentBadge(session);
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
      {sent && <SentAnswer label="پاسخ ارسالی شما" sheet={sheet} />}
      <AnswerControls
        state={state}
        sheet={sheet}
        sent={sent}
        rejected={sheet?.assignment_status === 'NOT_VERIFIED'}
        texts={{
          form: 'ارسال پاسخ تکلیف',
          success: 'پاسخ تکلیف شما ارسال شد.',
          rejected: 'پاسخ قبلی شما تایید نشد؛ می‌توانید پاسخ را اصلاح و دوباره ارسال کنید.',
          verified: 'تکلیف شما تایید شده است و دیگر قابل تغییر نیست.',
          closed: sent
            ? 'مهلت ارسال پاسخ این تکلیف به پایان رسیده است یا هنوز باز نشده است.'
            : 'اکنون امکان ارسال پاسخ تکلیف این جلسه وجود ندارد.',
        }}
        pending={submit.isPending}
        onSubmit={(input) => submit.mutateAsync(input)}
      />
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
  const query = useMySession(id);
  const { data: classroom, isPending: classroomPending } = useClassroom(
    query.data?.classroom ?? null,
  );
  const [now] = useState(() => new Date());

  return (
    <DetailPage
      noun="جلسه"
      notFound={id === null}
      query={query}
      back={classroomBack(classroom)}
      description={sessionTime}
      badge={(session) =>
        session.is_mandatory ? <StatusChip label="حضور الزامی" tone="warning" /> : undefined
      }
      main={(session) => <About session={session} classroom={classroom} now={now} />}
      side={(session) => {
        const sheet = mySessionSheet(session);
        return (
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
        );
      }}
      rest={(session) => (
        <>
          <TextSection
            id="session-syllabus"
            title="منابع مطالعه"
            icon={<MenuBookOutlined />}
            text={session.syllabus}
          />
          <TextSection
            id="session-contents"
            title="محتوا و پیوندها"
            icon={<OndemandVideoOutlined />}
            text={session.contents}
          />
          {session.is_show_answer_input && <Assignment session={session} />}
        </>
      )}
    />
  );
}
