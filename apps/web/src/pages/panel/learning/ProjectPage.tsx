import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime, toPersianDigits } from '@daneshsara/domain';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useClassroom } from '../../../features/learning/api';
import {
  AnswerControls,
  AboutCard,
  DetailPage,
  SentAnswer,
  TextSection,
} from '../../../features/learning/components/HandIn';
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
  myProjectSheet,
  myTeam,
  PROJECT_TYPE_LABELS,
  projectAnswerBadge,
  projectDeadline,
  projectPeriod,
  projectVerifyBadge,
} from '../../../features/learning/sessionsModel';
import { SectionCard } from '../../../kit/SectionCard';
import { StatusChip } from '../../../features/payments/components/StatusChip';
import { parseId } from '../../../features/payments/params';

function About({
  project,
  classroom,
}: {
  project: ProjectRow;
  classroom: ClassroomRow | undefined;
}) {
  const sheet = myProjectSheet(project);
  const verify = projectVerifyBadge(sheet);
  return (
    <AboutCard
      id="project-about"
      title="درباره پروژه"
      icon={<AssignmentOutlined />}
      classroom={classroom}
      facts={[
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
      text={project.description}
    />
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
        <SentAnswer
          label={team ? 'پاسخ ارسالی گروه' : 'پاسخ ارسالی شما'}
          badge={<StatusChip {...projectAnswerBadge(sheet)} />}
          sheet={sheet}
        />
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
      <AnswerControls
        state={state}
        sheet={sheet}
        sent={sent}
        rejected={sheet?.answer_status === 'NOT_VERIFIED'}
        texts={{
          form: 'ارسال پاسخ پروژه',
          success: team ? 'پاسخ پروژه برای همه اعضای گروه ثبت شد.' : 'پاسخ پروژه شما ارسال شد.',
          rejected: 'پاسخ قبلی رد شد؛ می‌توانید پاسخ را اصلاح و دوباره ارسال کنید.',
          verified: 'پاسخ این پروژه تایید شده است و دیگر قابل تغییر نیست.',
          closed: 'اکنون مهلت ارسال پاسخ این پروژه نیست.',
        }}
        pending={submit.isPending}
        onSubmit={(input) => submit.mutateAsync(input)}
      />
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
  const query = useMyProject(classroomId === null ? null : id);
  const project = query.data;
  const { data: classroom } = useClassroom(project?.classroom ?? null);
  const back = classroomBack(classroom);

  return (
    <DetailPage
      noun="پروژه"
      notFound={
        id === null || classroomId === null || (!!project && project.classroom !== classroomId)
      }
      query={query}
      back={back}
      description={projectDeadline}
      badge={(row) => (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <StatusChip label={`پروژه ${PROJECT_TYPE_LABELS[row.type] ?? ''}`} tone="info" />
          {row.is_mandatory && <StatusChip label="اجباری" tone="warning" />}
        </Box>
      )}
      main={(row) => <About project={row} classroom={classroom} />}
      side={(row) => (
        <MyAnswer
          project={row}
          classroomPath={classroom ? back.to : KINDS.training.panelDetail(row.classroom)}
        />
      )}
      rest={(row) => (
        <>
          <TextSection
            id="project-contents"
            title="محتوا و منابع"
            icon={<OndemandVideoOutlined />}
            text={row.contents}
          />
          <TextSection
            id="project-correct-answer"
            title="پاسخ صحیح"
            icon={<TaskAltOutlined />}
            text={row.correct_answer}
          />
        </>
      )}
    />
  );
}
