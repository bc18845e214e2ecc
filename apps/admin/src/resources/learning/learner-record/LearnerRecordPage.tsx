import { formatJalaliDateTime, toPersianDigits } from '@daneshsara/domain';
import ArrowForwardOutlinedIcon from '@mui/icons-material/ArrowForwardOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { StatusChip } from '../../../inputs/ChipLabelField';
import { ShowGrid, ShowSection } from '../../../inputs/ShowSection';
import { chipColor, INVOICE_STATUS_COLORS, REGISTRATION_STATUS_COLORS } from '../choices';
import { memberStatusKey } from '../payload';
import { LinkButton } from '../sessions/LinkButton';
import { errorText } from '../shared/errors';
import { faDigits } from '../shared/text';
import { MutedText } from '../shared/ui';
import {
  classroomResourceOfType,
  focusFirst,
  knownClassroomResource,
  type LearnerRecord,
} from './model';
import { useLearnerRecord } from './queries';
import {
  ActivitySection,
  Fact,
  ProjectsSection,
  SessionsSection,
  TranscriptSection,
} from './RecordSections';

/** Where the page was opened from: a classroom screen (its members tab) or the user's page. */
export type RecordOrigin = { from: 'classroom'; resource: string } | { from: 'user' };

function SummarySection({ record }: { record: LearnerRecord }) {
  const translate = useTranslate();
  const reg = record.registration_info;
  return (
    <ShowSection title="app.lma_record.summary">
      {!reg && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.lma_record.no_registration')}
        </Alert>
      )}
      <ShowGrid>
        <Fact label="app.lma_record.learner">{faDigits(record.owner_info.full_name)}</Fact>
        <Fact label="app.lma_record.national_code">
          {toPersianDigits(record.owner_info.national_code ?? '')}
        </Fact>
        <Fact label="app.lma_record.mobile_number">
          {toPersianDigits(record.owner_info.mobile_number ?? '')}
        </Fact>
        <Fact label="app.lma_record.classroom">{faDigits(record.title)}</Fact>
        <Fact label="app.lma_record.professor">{faDigits(record.professor_info?.full_name)}</Fact>
        <Fact label="app.lma_record.registration_status">
          {reg ? (
            <Chip
              size="small"
              color={chipColor(REGISTRATION_STATUS_COLORS, reg.status)}
              label={translate(memberStatusKey(reg), { _: reg.status })}
            />
          ) : null}
        </Fact>
        <Fact label="app.lma_record.financial_status">
          {reg?.invoice_info ? (
            <StatusChip
              value={reg.invoice_info.status}
              labels="app.learning.invoice_status"
              colors={INVOICE_STATUS_COLORS}
            />
          ) : reg ? (
            <MutedText text="app.learning.free" />
          ) : null}
        </Fact>
        <Fact label="app.lma_record.registered_time">
          {reg ? formatJalaliDateTime(reg.registered_time ?? reg.creation_time) : null}
        </Fact>
      </ShowGrid>
    </ShowSection>
  );
}

/**
 * One learner's whole record in one classroom (SPEC «Admin»: users/{id}/classroom/{classroom_id},
 * classrooms/{classroom_id}/user/{user_id}, …/project/{project_id}/user/{user_id}, and the same
 * under events and circles): GET get_classroom_and_corresponding_registration/{owner} gives the
 * registration, the activity conditions, the transcript, each session's sheet and each project's
 * hand-in; a project route puts that project first.
 */
export function LearnerRecordPage({ origin }: { origin: RecordOrigin }) {
  const { classroomId, userId, projectId } = useParams();
  const translate = useTranslate();
  const { data: record, error, isPending } = useLearnerRecord(classroomId, userId);
  const focus = projectId && /^\d+$/.test(projectId) ? Number(projectId) : null;

  const classroomResource =
    origin.from === 'classroom'
      ? knownClassroomResource(origin.resource)
      : classroomResourceOfType(record?.unit_info?.category_info?.type);
  const back =
    origin.from === 'user'
      ? { to: `/users/${userId}/show`, label: 'app.lma_record.back_to_user' }
      : {
          to: `/${classroomResource}/${classroomId}/show/members`,
          label: 'app.lma_record.back_to_classroom',
        };
  const backLink = (
    <Box sx={{ mb: 1 }}>
      <LinkButton label={back.label} icon={<ArrowForwardOutlinedIcon />} to={back.to} />
    </Box>
  );

  if (error || (!isPending && !record)) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="app.lma_record.page" />
        {backLink}
        <Alert severity="error">
          {translate(error ? errorText(error) : 'app.lma_record.not_found', {
            _: error ? errorText(error) : '',
          })}
        </Alert>
      </Box>
    );
  }
  if (isPending || !record) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="app.lma_record.page" />
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }
  const name = faDigits(record.owner_info.full_name);
  const project = focus === null ? null : record.projects_info.find((p) => p.id === focus);
  const projects = focusFirst(record.projects_info, focus);
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Title
        title={
          project
            ? translate('app.lma_record.project_title', { project: faDigits(project.title), name })
            : translate('app.lma_record.title', { name, classroom: faDigits(record.title) })
        }
      />
      {backLink}
      <SummarySection record={record} />
      {project && <ProjectsSection projects={projects} focus={focus} />}
      <ActivitySection record={record} />
      <TranscriptSection record={record} />
      <SessionsSection record={record} />
      {!project && <ProjectsSection projects={projects} focus={focus} />}
    </Box>
  );
}
