import { formatJalaliDateTime, toPersianDigits } from '@daneshsara/domain';
import ArrowForwardOutlinedIcon from '@mui/icons-material/ArrowForwardOutlined';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLocation, useParams } from 'react-router-dom';
import { Labeled, Title, useTranslate } from 'react-admin';
import { ShowGrid, ShowSection } from '../../../inputs/ShowSection';
import { htmlToText } from '../payload';
import { faDigits } from '../shared/text';
import { ExternalLink, TextBlock } from '../shared/ui';
import { DEFAULT_CLASSROOM_RESOURCE, safeBack, sheetsRoute } from './api';
import { AssignmentChip, AttendanceChip, useSessionTimeText } from './fields';
import { LinkButton } from './LinkButton';
import { ATTENDANCE_PARTS, toSheetRows, type SheetRow } from './model';
import { useOwnerSheet, useSessionSheets } from './queries';
import { AttendanceButton, VerifyButtons } from './SheetActions';

function Value({ children, muted = false }: { children: string; muted?: boolean }) {
  return (
    <Typography
      component="div"
      variant="body2"
      color={muted ? 'text.secondary' : undefined}
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}

function LongText({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Labeled label={label}>
      <TextBlock text={faDigits(htmlToText(value))} />
    </Labeled>
  );
}

/**
 * One learner's sheet in one session (SPEC: session/{session_id}/user/{user_id}): GET
 * lma/sessions/{id}/session_and_owner_user_attendance_sheet/{userId} for the session and the
 * sheet, the learner's name from the session's sheets; with the same actions as the sheets list.
 */
export function LearnerSheetPage() {
  const { sessionId, userId } = useParams();
  const location = useLocation();
  const translate = useTranslate();
  const timeText = useSessionTimeText();
  const { data: session, error, isPending } = useOwnerSheet(sessionId, userId);
  const { data: rows } = useSessionSheets(session?.id);
  const row: SheetRow | undefined =
    rows?.find((r) => String(r.owner) === userId) ??
    toSheetRows(session?.session_attendance_sheets ?? [])[0];
  const back =
    safeBack((location.state as { back?: unknown } | null)?.back) ??
    (session ? sheetsRoute(DEFAULT_CLASSROOM_RESOURCE, session.classroom, session.id) : null);
  const name = faDigits(row?.owner_info?.full_name);

  if (error) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="app.sessions.learner.page" />
        <Alert severity="error">
          {error instanceof Error ? translate(error.message, { _: error.message }) : ''}
        </Alert>
      </Box>
    );
  }
  if (isPending || !session) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="app.sessions.learner.page" />
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }
  const registered = Boolean(rows?.some((r) => String(r.owner) === userId));
  const sheet = row && row.sheet_id !== null ? row : null;
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Title
        title={
          name
            ? translate('app.sessions.learner.title', { name, session: faDigits(session.title) })
            : translate('app.sessions.learner.page')
        }
      />
      {back && (
        <Box sx={{ mb: 1 }}>
          <LinkButton
            label="app.sessions.learner.back"
            icon={<ArrowForwardOutlinedIcon />}
            to={back}
          />
        </Box>
      )}
      {rows && !registered && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.sessions.learner.not_registered')}
        </Alert>
      )}
      <ShowSection title="app.sessions.learner.summary">
        <ShowGrid>
          <Labeled label="app.sessions.sheets.columns.learner">
            <Value>{name || translate('app.empty')}</Value>
          </Labeled>
          <Labeled label="app.sessions.sheets.columns.national_code">
            <Value>
              {toPersianDigits(row?.owner_info?.national_code ?? '') || translate('app.empty')}
            </Value>
          </Labeled>
          <Labeled label="resources.session.fields.title">
            <Value>{faDigits(session.title)}</Value>
          </Labeled>
          <Labeled label="resources.session.fields.time">
            <Value>{timeText(session)}</Value>
          </Labeled>
        </ShowGrid>
      </ShowSection>

      <ShowSection
        title="app.sessions.learner.attendance"
        action={
          row && registered ? (
            <AttendanceButton sessionId={session.id} owner={row.owner} name={name} current={row} />
          ) : undefined
        }
      >
        {!sheet && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {translate('app.sessions.learner.no_sheet')}
          </Typography>
        )}
        <ShowGrid>
          <Labeled label="app.sessions.sheets.columns.attendance">
            <Box>
              <AttendanceChip status={row?.attendance_status ?? 'NOT_SENT'} />
            </Box>
          </Labeled>
          {ATTENDANCE_PARTS.map((part) => (
            <Labeled key={part} label={`app.sessions.parts.${part}`}>
              <Value>{translate(row?.[part] ? 'ra.boolean.true' : 'ra.boolean.false')}</Value>
            </Labeled>
          ))}
        </ShowGrid>
      </ShowSection>

      <ShowSection
        title="app.sessions.learner.assignment"
        action={
          row ? (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              <VerifyButtons row={row} />
            </Box>
          ) : undefined
        }
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <ShowGrid>
            <Labeled label="app.sessions.learner.assignment_status">
              <Box>
                <AssignmentChip status={row?.assignment_status ?? 'NOT_SENT'} />
              </Box>
            </Labeled>
            <Labeled label="app.sessions.learner.answer_time">
              <Value muted={!row?.answer_time}>
                {row?.answer_time ? formatJalaliDateTime(row.answer_time) : translate('app.empty')}
              </Value>
            </Labeled>
            <Labeled label="app.sessions.sheets.attachment">
              {row?.answer_attachment ? (
                <ExternalLink href={row.answer_attachment}>
                  <AttachFileOutlinedIcon fontSize="small" />
                  {translate('app.sessions.learner.open_attachment')}
                </ExternalLink>
              ) : (
                <Value muted>{translate('app.empty')}</Value>
              )}
            </Labeled>
          </ShowGrid>
          <LongText label="app.sessions.learner.answer" value={row?.answer_text} />
          <LongText
            label="resources.session.fields.assignment_description"
            value={session.assignment_description}
          />
          <LongText
            label="resources.session.fields.assignment_answer"
            value={session.assignment_answer}
          />
        </Box>
      </ShowSection>
    </Box>
  );
}
