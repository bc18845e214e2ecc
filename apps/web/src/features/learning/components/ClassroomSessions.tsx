import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { formatNumber, toPersianDigits } from '@daneshsara/domain';
import { SectionCard } from '../../../kit/SectionCard';
import { StatusChip } from '../../payments/components/StatusChip';
import { KINDS, type LearningKind } from '../kinds';
import type { SessionRow } from '../lmaApi';
import { useClassroomSessions } from '../sessionsApi';
import {
  assignmentBadge,
  attendanceBadge,
  attendanceOf,
  learningPanelPaths,
  sessionOpenNote,
  sessionTime,
} from '../sessionsModel';
import { ChipRow, LabeledChip } from './PanelParts';
import { LinkRow, RowsSkeleton, SectionRows } from './RowList';

function SessionItem({ row, n, now }: { row: SessionRow; n: number; now: Date }) {
  const attendance = attendanceBadge(attendanceOf(row, now));
  const assignment = assignmentBadge(row);
  const note = sessionOpenNote(row);
  return (
    <LinkRow
      to={learningPanelPaths.session(row.id)}
      n={n}
      title={toPersianDigits(row.title)}
      badges={row.is_mandatory && <StatusChip label="حضور الزامی" tone="warning" />}
      subtitle={sessionTime(row)}
    >
      <ChipRow>
        <LabeledChip label="حضور" badge={attendance} />
        {assignment && <LabeledChip label="تکلیف" badge={assignment} />}
      </ChipRow>
      {note && (
        <Typography
          variant="body2"
          sx={{
            color: 'primary.main',
            fontWeight: 600,
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          <EventAvailableOutlined sx={{ fontSize: 18 }} />
          {note}
        </Typography>
      )}
    </LinkRow>
  );
}

/**
 * «جلسات» of the learner's classroom page: every session with its time, my attendance and my
 * assignment, each a link to the session page. Only REGISTERED learners get them.
 */
export function ClassroomSessions({
  classroomId,
  kind,
  registered,
}: {
  classroomId: number;
  kind: LearningKind;
  registered: boolean;
}) {
  const noun = KINDS[kind].noun;
  const list = useClassroomSessions(classroomId, registered);
  const rows = list.data;
  const notAllowed = !registered || (isApiError(list.error) && list.error.status === 404);
  const now = new Date();
  return (
    <SectionCard
      id="classroom-sessions"
      title="جلسات"
      description={
        rows && rows.length > 0
          ? `${formatNumber(rows.length)} جلسه؛ برای ثبت حضور و ارسال تکلیف، جلسه را باز کنید.`
          : 'برنامه جلسات، حضور و غیاب و تکالیف هر جلسه.'
      }
      icon={<EventRepeatOutlined />}
    >
      <SectionRows
        query={list}
        notAllowed={notAllowed}
        notAllowedNote={`پس از قطعی شدن ثبت نام، جلسات این ${noun} با زمان برگزاری، حضور و غیاب و تکالیف در همین بخش نمایش داده می‌شود.`}
        loadingLabel="در حال بارگذاری جلسات"
        skeleton={<RowsSkeleton />}
        emptyNote={`جلسات این ${noun} هنوز در سامانه ثبت نشده است. به محض تعریف جلسات، فهرست آن‌ها با زمان برگزاری در همین بخش نمایش داده می‌شود.`}
        label="جلسات"
      >
        {(rows) => rows.map((row, i) => <SessionItem key={row.id} row={row} n={i + 1} now={now} />)}
      </SectionRows>
    </SectionCard>
  );
}
