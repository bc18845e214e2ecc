import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { formatNumber, toPersianDigits } from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../payments/components/LoadError';
import { SectionCard } from '../../payments/components/SectionCard';
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
import { ChipRow, InlineNote, LabeledChip } from './PanelParts';

/** A numbered disc at the start of a row. */
export function RowNumber({ n }: { n: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 36,
        height: 36,
        borderRadius: '50%',
        // A phone keeps the width for the title.
        display: { xs: 'none', sm: 'grid' },
        placeItems: 'center',
        flexShrink: 0,
        bgcolor: 'rgba(15,94,99,0.08)',
        color: 'primary.main',
        fontWeight: 800,
        fontSize: '0.95rem',
      }}
    >
      {formatNumber(n)}
    </Box>
  );
}

/** The whole row is the link (a list item named by its title). */
export const ROW_LINK_SX = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 1.5,
  width: '100%',
  textAlign: 'start',
  justifyContent: 'flex-start',
  p: { xs: 1.5, sm: 2 },
  borderRadius: 1,
  border: '1px solid',
  borderColor: 'divider',
  transition: 'border-color 120ms, background-color 120ms',
  '&:hover': { borderColor: 'primary.light', bgcolor: 'rgba(15,94,99,0.03)' },
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

function SessionItem({ row, n, now }: { row: SessionRow; n: number; now: Date }) {
  const title = toPersianDigits(row.title);
  const attendance = attendanceBadge(attendanceOf(row, now));
  const assignment = assignmentBadge(row);
  const note = sessionOpenNote(row);
  return (
    <Box component="li" aria-label={title}>
      <ButtonBase component={RouterLink} to={learningPanelPaths.session(row.id)} sx={ROW_LINK_SX}>
        <RowNumber n={n} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.7, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {row.is_mandatory && <StatusChip label="حضور الزامی" tone="warning" />}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.8 }}>
            {sessionTime(row)}
          </Typography>
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
        </Box>
        <ChevronLeftRounded
          sx={{
            color: 'text.secondary',
            alignSelf: 'center',
            flexShrink: 0,
            mx: { xs: -0.5, sm: 0 },
          }}
        />
      </ButtonBase>
    </Box>
  );
}

export function RowsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack spacing={1.5} aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <Box
          key={i}
          sx={{
            display: 'flex',
            gap: 1.5,
            p: 2,
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Skeleton variant="circular" width={36} height={36} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="55%" height={28} />
            <Skeleton width="70%" />
            <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
              <Skeleton variant="rounded" width={90} height={26} />
              <Skeleton variant="rounded" width={110} height={26} />
            </Box>
          </Box>
        </Box>
      ))}
    </Stack>
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
      {notAllowed ? (
        <InlineNote>
          {`پس از قطعی شدن ثبت نام، جلسات این ${noun} با زمان برگزاری، حضور و غیاب و تکالیف در همین بخش نمایش داده می‌شود.`}
        </InlineNote>
      ) : list.isError && !rows ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Box aria-busy="true" aria-label="در حال بارگذاری جلسات">
          <RowsSkeleton />
        </Box>
      ) : rows && rows.length === 0 ? (
        <InlineNote>
          {`جلسات این ${noun} هنوز در سامانه ثبت نشده است. به محض تعریف جلسات، فهرست آن‌ها با زمان برگزاری در همین بخش نمایش داده می‌شود.`}
        </InlineNote>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          aria-label="جلسات"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {rows?.map((row, i) => (
            <SessionItem key={row.id} row={row} n={i + 1} now={now} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
