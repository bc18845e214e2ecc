import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
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
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { RichText } from '../../../features/donation/components/RichText';
import { useClassroom } from '../../../features/learning/api';
import { AnswerForm } from '../../../features/learning/components/AnswerForm';
import {
  AttachmentLink,
  Facts,
  NotFoundPage,
  PageSkeleton,
  TwoColumns,
} from '../../../features/learning/components/PanelParts';
import { KINDS } from '../../../features/learning/kinds';
import type { ClassroomRow, ProjectRow, TeamRow } from '../../../features/learning/lmaApi';
import {
  useClassroomTeams,
  useMyProject,
  useSubmitProject,
} from '../../../features/learning/sessionsApi';
import {
  answerState,
  classroomBack,
  MY_CLASSROOMS_BACK,
  myProjectSheet,
  myTeam,
  PROJECT_TYPE_LABELS,
  projectAnswerBadge,
  projectDeadline,
  projectPeriod,
  projectVerifyBadge,
} from '../../../features/learning/sessionsModel';
import { LoadError } from '../../../features/payments/components/LoadError';
import { PageHeader } from '../../../features/payments/components/PageHeader';
import { SectionCard } from '../../../features/payments/components/SectionCard';
import { StatusChip } from '../../../features/payments/components/StatusChip';
import { parseId } from '../../../features/payments/params';

function About({
  project,
  classroom,
}: {
  project: ProjectRow;
  classroom: ClassroomRow | undefined;
}) {
  const back = classroomBack(classroom);
  const sheet = myProjectSheet(project);
  const verify = projectVerifyBadge(sheet);
  return (
    <SectionCard id="project-about" title="درباره پروژه" icon={<AssignmentOutlined />}>
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
          { label: 'نوع پروژه', value: PROJECT_TYPE_LABELS[project.type] ?? project.type },
          {
            label: 'بازه انجام',
            value: projectPeriod(project),
            hidden: !projectPeriod(project),
            wide: true,
          },
          {
            label: 'مهلت ارسال',
            value: project.ending_doing_period
              ? formatJalaliDateTime(project.ending_doing_period)
              : 'بدون مهلت پایانی',
          },
          { label: 'وضعیت پاسخ', value: <StatusChip {...projectAnswerBadge(sheet)} /> },
          {
            label: 'نتیجه بررسی',
            value: verify ? <StatusChip {...verify} /> : null,
            hidden: !verify,
          },
        ]}
      />
      {project.description?.trim() && (
        <>
          <Divider sx={{ my: 2.5 }} />
          <RichText text={project.description} />
        </>
      )}
    </SectionCard>
  );
}

/** A team project: who hands in, and whether I have a team yet. */
function TeamNote({ team, classroomPath }: { team: TeamRow | null; classroomPath: string }) {
  if (team) {
    return (
      <Alert severity="info" icon={<GroupsOutlined />} sx={{ mb: 2, lineHeight: 1.9 }}>
        {`این پروژه گروهی است و پاسخ یک بار برای همه اعضای گروه «${toPersianDigits(team.title)}» ثبت می‌شود؛ ارسال یا ویرایش هر عضو، پاسخ همه اعضا را تغییر می‌دهد.`}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      icon={<GroupsOutlined />}
      sx={{ mb: 2, lineHeight: 1.9 }}
      action={
        <Button
          component={RouterLink}
          to={`${classroomPath}#classroom-teams`}
          color="inherit"
          size="small"
        >
          گروه‌ها
        </Button>
      }
    >
      این پروژه گروهی است؛ برای ارسال پاسخ ابتدا عضو یکی از گروه‌های کلاس شوید.
    </Alert>
  );
}

function MyAnswer({ project, classroomPath }: { project: ProjectRow; classroomPath: string }) {
  const team = project.type === 'TEAM';
  const teams = useClassroomTeams(project.classroom, team);
  const submit = useSubmitProject(project.id);
  const sheet = myProjectSheet(project);
  const mine = myTeam(teams.data);
  const sent = !!sheet && sheet.answer_status !== 'NOT_SENT';
  const [editing, setEditing] = useState(false);
  const state = answerState({
    enabled: project.is_enabled_answering,
    status: sheet?.answer_status,
    needsTeam: team && !mine,
  });
  return (
    <SectionCard
      id="project-answer"
      title="پاسخ من"
      description={projectDeadline(project)}
      icon={<SendOutlined sx={{ transform: 'scaleX(-1)' }} />}
    >
      {team &&
        (teams.isPending ? (
          <Skeleton variant="rounded" height={64} sx={{ mb: 2 }} />
        ) : (
          <TeamNote team={mine} classroomPath={classroomPath} />
        ))}
      {sent && (
        <Box
          role="group"
          aria-label={team ? 'پاسخ ارسالی گروه' : 'پاسخ ارسالی شما'}
          sx={{
            p: 2,
            mb: 2.5,
            borderRadius: 1,
            bgcolor: '#faf8f4',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              flexWrap: 'wrap',
              mb: 0.5,
            }}
          >
            <Typography sx={{ fontWeight: 700 }}>
              {team ? 'پاسخ ارسالی گروه' : 'پاسخ ارسالی شما'}
            </Typography>
            <StatusChip {...projectAnswerBadge(sheet)} />
          </Box>
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
      {sheet?.notation?.trim() && (
        <Box role="group" aria-label="یادداشت بررسی" sx={{ mb: 2.5 }}>
          <Typography
            sx={{ fontWeight: 700, mb: 0.5, display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            <RateReviewOutlined sx={{ fontSize: 20, color: 'primary.main' }} />
            یادداشت بررسی
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.9, overflowWrap: 'anywhere' }}>
            {toPersianDigits(sheet.notation)}
          </Typography>
        </Box>
      )}
      {state === 'open' && sheet?.answer_status === 'NOT_VERIFIED' && (
        <Alert severity="warning" sx={{ mb: 2, lineHeight: 1.9 }}>
          پاسخ قبلی رد شد؛ می‌توانید پاسخ را اصلاح و دوباره ارسال کنید.
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
            name="ارسال پاسخ پروژه"
            textLabel="متن پاسخ"
            initialText={sheet?.answer_text}
            existingAttachment={sheet?.answer_attachment}
            submitLabel={sent ? 'ارسال دوباره' : 'ارسال پاسخ'}
            successMessage={
              team ? 'پاسخ پروژه برای همه اعضای گروه ثبت شد.' : 'پاسخ پروژه شما ارسال شد.'
            }
            pending={submit.isPending}
            onSubmit={(input) => submit.mutateAsync(input)}
            onSent={() => setEditing(false)}
            onCancel={sent ? () => setEditing(false) : undefined}
          />
        </>
      ) : state === 'verified' ? (
        <Alert severity="success" icon={<TaskAltOutlined />} sx={{ lineHeight: 1.9 }}>
          پاسخ این پروژه تایید شده است و دیگر قابل تغییر نیست.
        </Alert>
      ) : state === 'closed' ? (
        <Alert severity="info" icon={<LockOutlined />} sx={{ lineHeight: 1.9 }}>
          اکنون مهلت ارسال پاسخ این پروژه نیست.
        </Alert>
      ) : null}
    </SectionCard>
  );
}

/**
 * /panel/profile/classroom/:classroom_id/project/:project_id: a project of my classroom
 * (ENDPOINTS.md 4.3): its text and deadline, solo or team, my answer (a team hands in once for
 * every member) and the reviewer's verdict and note.
 */
export function ProjectPage() {
  const params = useParams();
  const classroomId = parseId(params.classroom_id);
  const id = parseId(params.project_id);
  const {
    data: project,
    isPending,
    error,
    refetch,
  } = useMyProject(classroomId === null ? null : id);
  const { data: classroom } = useClassroom(project?.classroom ?? null);
  const back = classroomBack(classroom);

  const elsewhere = !!project && project.classroom !== classroomId;
  if (
    id === null ||
    classroomId === null ||
    elsewhere ||
    (isApiError(error) && error.status === 404)
  ) {
    return <NotFoundPage title="پروژه" what="این پروژه" back={MY_CLASSROOMS_BACK} />;
  }

  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title={project ? toPersianDigits(project.title) : 'پروژه'}
        description={project ? projectDeadline(project) : undefined}
        badge={
          project ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <StatusChip label={`پروژه ${PROJECT_TYPE_LABELS[project.type] ?? ''}`} tone="info" />
              {project.is_mandatory && <StatusChip label="اجباری" tone="warning" />}
            </Box>
          ) : undefined
        }
        back={back}
      />
      {error && !project ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending || !project ? (
        <PageSkeleton label="در حال بارگذاری پروژه" />
      ) : (
        <TwoColumns
          main={<About project={project} classroom={classroom} />}
          side={
            <MyAnswer
              project={project}
              classroomPath={classroom ? back.to : KINDS.training.panelDetail(project.classroom)}
            />
          }
          rest={
            <>
              {project.contents?.trim() && (
                <SectionCard
                  id="project-contents"
                  title="محتوا و منابع"
                  icon={<OndemandVideoOutlined />}
                >
                  <RichText text={project.contents} />
                </SectionCard>
              )}
              {project.correct_answer?.trim() && (
                <SectionCard
                  id="project-correct-answer"
                  title="پاسخ صحیح"
                  icon={<TaskAltOutlined />}
                >
                  <RichText text={project.correct_answer} />
                </SectionCard>
              )}
            </>
          }
        />
      )}
    </Box>
  );
}
