import CheckOutlinedIcon from '@mui/icons-material/CheckOutlined';
import RemoveOutlinedIcon from '@mui/icons-material/RemoveOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { LabelOnlyProps } from '../../../inputs/fieldUtils';
import { chipColor } from '../choices';
import {
  ASSIGNMENT_COLORS,
  ATTENDANCE_COLORS,
  ATTENDANCE_PARTS,
  PHASE_COLORS,
  sessionPhase,
  sessionTimeParts,
  fromApiCounts,
  sheetCounts,
  type SessionRecord,
  type SheetApiRow,
} from './model';
import { useSessionSheets } from './queries';

function Line({
  children,
  muted = false,
  nowrap = true,
}: {
  children: string;
  muted?: boolean;
  nowrap?: boolean;
}) {
  return (
    <Typography
      component="span"
      variant="body2"
      color={muted ? 'text.secondary' : undefined}
      sx={{ whiteSpace: nowrap ? 'nowrap' : undefined }}
    >
      {children}
    </Typography>
  );
}

/** «۱۵ مهر ۱۴۰۵، ۱۶:۰۰ تا ۱۸:۰۰» (the end's day only when it is another day). */
export function useSessionTimeText() {
  const translate = useTranslate();
  return (session: Pick<SessionRecord, 'beginning_time' | 'ending_time'>) => {
    const { begin, end } = sessionTimeParts(session.beginning_time, session.ending_time);
    return translate('app.sessions.time_range', { begin, end });
  };
}

export function SessionTimeField(_: LabelOnlyProps) {
  const record = useRecordContext<SessionRecord>();
  const timeText = useSessionTimeText();
  if (!record) return null;
  return <Line>{timeText(record)}</Line>;
}

/** پیش رو / در حال برگزاری / برگزار شده */
export function PhaseChip({
  session,
}: {
  session: Pick<SessionRecord, 'beginning_time' | 'ending_time'>;
}) {
  const translate = useTranslate();
  const phase = sessionPhase(session);
  const color = PHASE_COLORS[phase];
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={translate(`app.sessions.phase.${phase}`)}
    />
  );
}

/** The phase chip, and «اجباری» beside it when attending is mandatory. */
export function SessionChips({
  session,
}: {
  session: Pick<SessionRecord, 'beginning_time' | 'ending_time' | 'is_mandatory'>;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <PhaseChip session={session} />
      {session.is_mandatory && (
        <Chip
          size="small"
          variant="outlined"
          color="warning"
          label={translate('app.sessions.mandatory')}
        />
      )}
    </Box>
  );
}

/** حاضر / قسمت اول / قسمت دوم / غایب / ارسال نشده */
export function AttendanceChip({ status }: { status: string | null | undefined }) {
  const translate = useTranslate();
  if (!status) return null;
  const color = chipColor(ATTENDANCE_COLORS, status);
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={translate(`app.sessions.attendance_status.${status}`, { _: status })}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

/** ارسال نشده / ارسال شده / انجام شده / انجام نشده */
export function AssignmentChip({ status }: { status: string | null | undefined }) {
  const translate = useTranslate();
  if (!status) return null;
  const color = chipColor(ASSIGNMENT_COLORS, status);
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={translate(`app.sessions.assignment_status.${status}`, { _: status })}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

/** The four self-reported parts as four small marks: filled when reported, muted when not. */
export function AttendanceParts({
  sheet,
}: {
  sheet: Pick<SheetApiRow, (typeof ATTENDANCE_PARTS)[number]>;
}) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, max-content)',
        columnGap: 1.5,
        rowGap: 0.25,
      }}
    >
      {ATTENDANCE_PARTS.map((part) => {
        const on = sheet[part] === true;
        const label = translate(`app.sessions.parts_short.${part}`);
        return (
          <Box
            key={part}
            title={`${translate(`app.sessions.parts.${part}`)}: ${translate(on ? 'ra.boolean.true' : 'ra.boolean.false')}`}
            sx={{
              position: 'relative',
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.25,
              color: on ? 'success.main' : 'text.disabled',
              whiteSpace: 'nowrap',
              typography: 'caption',
            }}
          >
            {on ? (
              <CheckOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
            ) : (
              <RemoveOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
            )}
            <Box component="span" sx={{ color: on ? 'text.primary' : 'text.secondary' }}>
              {label}
            </Box>
            <Box component="span" sx={visuallyHidden}>
              {translate(on ? 'ra.boolean.true' : 'ra.boolean.false')}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** Read by a screen reader, not shown (sizes in px: in `sx` a bare 1 would mean 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The counts the list carries, or (a lone session) those of its sheets. */
function useCounts(record: SessionRecord | undefined, wanted = true) {
  const listed = record?.sheet_counts;
  const { data, isPending, error } = useSessionSheets(
    wanted && record && !listed ? record.id : null,
  );
  if (listed) return { counts: fromApiCounts(listed), isPending: false, error: null };
  return { counts: data ? sheetCounts(data) : null, isPending, error };
}

/** «۵ حاضر از ۷ نفر» with the partial and absent ones under it. */
export function AttendanceCountsField(_: LabelOnlyProps) {
  const record = useRecordContext<SessionRecord>();
  const translate = useTranslate();
  const { counts, isPending, error } = useCounts(record);
  if (!record) return null;
  if (isPending) return <Skeleton variant="text" width={120} />;
  if (error || !counts) return <Line muted>{translate('app.empty')}</Line>;
  if (!counts.learners) return <Line muted>{translate('app.sessions.counts.no_learners')}</Line>;
  const extra = [
    counts.partial ? translate('app.sessions.counts.partial', { count: counts.partial }) : '',
    counts.absent ? translate('app.sessions.counts.absent', { count: counts.absent }) : '',
  ].filter(Boolean);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <Line>
        {translate('app.sessions.counts.present', {
          present: counts.present,
          learners: counts.learners,
        })}
      </Line>
      {extra.length > 0 && <Line muted>{extra.join('، ')}</Line>}
    </Box>
  );
}

/** «۳ پاسخ، ۱ در انتظار بررسی», or «بدون تکلیف» when the session sets none. */
export function AssignmentCountsField(_: LabelOnlyProps) {
  const record = useRecordContext<SessionRecord>();
  const translate = useTranslate();
  const { counts, isPending, error } = useCounts(record, !!record?.assignment_description);
  if (!record) return null;
  if (!record.assignment_description) {
    return <Line muted>{translate('app.sessions.counts.no_assignment')}</Line>;
  }
  if (isPending) return <Skeleton variant="text" width={120} />;
  if (error || !counts) return <Line muted>{translate('app.empty')}</Line>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <Line>{translate('app.sessions.counts.handed_in', { count: counts.handedIn })}</Line>
      {counts.waiting > 0 && (
        <Typography
          component="span"
          variant="body2"
          color="info.main"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('app.sessions.counts.waiting', { count: counts.waiting })}
        </Typography>
      )}
    </Box>
  );
}
