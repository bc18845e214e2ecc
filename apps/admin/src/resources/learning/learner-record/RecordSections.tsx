import { formatJalaliDateTime } from '@daneshsara/domain';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Labeled, useTranslate } from 'react-admin';
import { StatusChip } from '../../../inputs/ChipLabelField';
import { ShowGrid, ShowSection } from '../../../inputs/ShowSection';
import { markText } from '../projects/kit/onePage';
import { ANSWER_STATUS_COLORS, PROJECT_TYPE_COLORS } from '../projects/model';
import { TRANSCRIPT_STATUS_COLORS } from '../results/model';
import { learnerSheetRoute } from '../sessions/api';
import { AssignmentChip, AttendanceChip, useSessionTimeText } from '../sessions/fields';
import { LinkButton } from '../sessions/LinkButton';
import { faDigits } from '../shared/text';
import { EmptyRows, ExternalLink, FlagChip, TextBlock, TitleRow } from '../shared/ui';
import type { LearnerRecord, RecordProject, RecordSession } from './model';

const key = (name: string) => `app.lma_record.${name}`;

/**
 * A value of a ShowGrid; «—» when there is none. `label` (an i18n key) is read by the grid, which
 * puts the value under it the way react-admin's show layouts do.
 */
export function Fact({ children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Typography component="div" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {children === null || children === undefined || children === ''
        ? translate('app.empty')
        : children}
    </Typography>
  );
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : markText(value);

/** «وضعیت فعالیت»: the three conditions of the final test, absences and done assignments. */
export function ActivitySection({ record }: { record: LearnerRecord }) {
  const translate = useTranslate();
  const a = record.activity_info;
  return (
    <ShowSection title={key('activity')}>
      {!a ? (
        <Typography variant="body2" color="text.secondary">
          {translate(key('no_activity'))}
        </Typography>
      ) : (
        <ShowGrid>
          <Fact label={key('attendance_condition')}>
            <FlagChip
              on={a.is_passed_attendance_condition}
              yes={key('passed')}
              no={key('not_passed')}
            />
          </Fact>
          <Fact label={key('assignment_condition')}>
            <FlagChip
              on={a.is_passed_assignment_condition}
              yes={key('passed')}
              no={key('not_passed')}
            />
          </Fact>
          <Fact label={key('project_condition')}>
            <FlagChip
              on={a.is_passed_project_condition}
              yes={key('passed')}
              no={key('not_passed')}
            />
          </Fact>
          <Fact label={key('absence_count')}>{score(a.absence_count)}</Fact>
          <Fact label={key('done_assignment_count')}>{score(a.done_assignment_count)}</Fact>
          <Fact label={key('attendance_score')}>{score(a.attendance_score)}</Fact>
        </ShowGrid>
      )}
    </ShowSection>
  );
}

/** «کارنامه»: the result once announced. */
export function TranscriptSection({ record }: { record: LearnerRecord }) {
  const translate = useTranslate();
  const t = record.transcript_sheet_info;
  return (
    <ShowSection title={key('transcript')}>
      {!t ? (
        <Typography variant="body2" color="text.secondary">
          {translate(key('no_transcript'))}
        </Typography>
      ) : (
        <ShowGrid>
          <Fact label={key('result')}>
            <StatusChip
              value={t.status}
              labels="app.learning.transcript_status"
              colors={TRANSCRIPT_STATUS_COLORS}
            />
          </Fact>
          <Fact label={key('final_score')}>{score(t.final_score)}</Fact>
          <Fact label={key('attendance_score')}>{score(t.attendance_score)}</Fact>
          <Fact label={key('highest_test_score')}>{score(t.highest_test_score)}</Fact>
          <Fact label={key('sent_by_post')}>
            {translate(key(t.is_sent_by_post ? 'yes' : 'no'))}
          </Fact>
          <Fact label={key('certification')}>
            {t.certification ? (
              <ExternalLink href={t.certification}>
                <AttachFileOutlinedIcon fontSize="small" />
                {translate(key('open_certification'))}
              </ExternalLink>
            ) : null}
          </Fact>
        </ShowGrid>
      )}
    </ShowSection>
  );
}

/** One outlined line of a record's list (a session, a project, a classroom of the user). */
export function RecordLine({
  testId,
  highlighted = false,
  children,
}: {
  testId: string;
  highlighted?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        border: highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'grid',
        gap: 1,
      }}
    >
      {children}
    </Box>
  );
}

function SessionLine({ session, userId }: { session: RecordSession; userId: number }) {
  const translate = useTranslate();
  const timeText = useSessionTimeText();
  const sheet = session.session_attendance_sheets[0];
  return (
    <RecordLine testId="record-session">
      <TitleRow>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {faDigits(session.title)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {timeText(session)}
            {session.is_mandatory ? ` · ${translate(key('mandatory'))}` : ''}
          </Typography>
        </Box>
        <LinkButton
          label={key('open_sheet')}
          icon={<EventNoteOutlinedIcon />}
          to={learnerSheetRoute(session.id, userId)}
        />
      </TitleRow>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary">
          {translate(key('attendance'))}:
        </Typography>
        <AttendanceChip status={sheet?.attendance_status ?? 'NOT_SENT'} />
        <Typography variant="caption" color="text.secondary" sx={{ ms: 1 }}>
          {translate(key('assignment'))}:
        </Typography>
        <AssignmentChip status={sheet?.assignment_status ?? 'NOT_SENT'} />
      </Box>
    </RecordLine>
  );
}

/** «جلسات و تکالیف»: each session with this learner's attendance and assignment. */
export function SessionsSection({ record }: { record: LearnerRecord }) {
  return (
    <ShowSection title={key('sessions')}>
      {record.sessions_info.length === 0 ? (
        <EmptyRows text={key('no_sessions')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {record.sessions_info.map((s) => (
            <SessionLine key={s.id} session={s} userId={record.owner} />
          ))}
        </Box>
      )}
    </ShowSection>
  );
}

function ProjectLine({ project, focused }: { project: RecordProject; focused: boolean }) {
  const translate = useTranslate();
  const sheet = project.project_attendance_sheets[0];
  const verified = sheet?.is_answer_verified;
  return (
    <RecordLine testId="record-project" highlighted={focused}>
      <TitleRow>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {faDigits(project.title)}
          {focused ? ` · ${translate(key('focused'))}` : ''}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <StatusChip
            value={project.type}
            labels="app.lma_projects.type"
            colors={PROJECT_TYPE_COLORS}
          />
          {project.is_mandatory && (
            <FlagChip on yes={key('mandatory')} no={key('mandatory')} color="warning" />
          )}
        </Box>
      </TitleRow>
      <ShowGrid>
        <Fact label={key('hand_in')}>
          <StatusChip
            value={sheet?.answer_status ?? 'NOT_SENT'}
            labels="app.lma_projects.answer_status"
            colors={ANSWER_STATUS_COLORS}
          />
        </Fact>
        <Fact label={key('verified')}>
          {translate(key(verified === true ? 'yes' : verified === false ? 'no' : 'not_reviewed'))}
        </Fact>
        <Fact label={key('answer_time')}>
          {sheet?.answer_time ? formatJalaliDateTime(sheet.answer_time) : null}
        </Fact>
        <Fact label={key('attachment')}>
          {sheet?.answer_attachment ? (
            <ExternalLink href={sheet.answer_attachment}>
              <AttachFileOutlinedIcon fontSize="small" />
              {translate(key('open_attachment'))}
            </ExternalLink>
          ) : null}
        </Fact>
      </ShowGrid>
      {sheet?.answer_text ? <TextBlock text={faDigits(sheet.answer_text)} /> : null}
      {sheet?.notation ? (
        <Labeled label={key('notation')}>
          <TextBlock text={faDigits(sheet.notation)} />
        </Labeled>
      ) : null}
    </RecordLine>
  );
}

/** «پروژه‌ها»: each project with this learner's hand-in; a focused one first, outlined. */
export function ProjectsSection({
  projects,
  focus,
}: {
  projects: RecordProject[];
  focus: number | null;
}) {
  return (
    <ShowSection title={key('projects')}>
      {projects.length === 0 ? (
        <EmptyRows text={key('no_projects')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {projects.map((p) => (
            <ProjectLine key={p.id} project={p} focused={p.id === focus} />
          ))}
        </Box>
      )}
    </ShowSection>
  );
}
