import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import Typography from '@mui/material/Typography';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { ShowSection } from '../../../inputs/ShowSection';
import type { ClassroomRecord } from '../shared/fields';
import { classroomSessionsTabRoute, DEFAULT_CLASSROOM_RESOURCE, sessionCreateRoute } from './api';
import { LinkButton } from './LinkButton';
import { useClassroomSessions } from './queries';
import { SessionsTable } from './SessionsTable';

/** «۳ جلسه ثبت شده از ۱۰ جلسه معمول درس» */
function SessionsSummary({ count }: { count: number }) {
  const record = useRecordContext<ClassroomRecord>();
  const translate = useTranslate();
  const usual = Number(
    (record?.unit_info as { default_session_count?: unknown } | null | undefined)
      ?.default_session_count ?? 0,
  );
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
      {usual > 0
        ? translate('app.sessions.summary_of', { count, usual })
        : translate('app.sessions.summary', { count })}
    </Typography>
  );
}

/**
 * «جلسات» on a classroom's page (GET lma/sessions?classroom=<id>): every session with its Jalali
 * times and how many attended and handed in; «افزودن جلسه» opens the session form for this
 * classroom, and each row opens its attendance sheets, its form, or deletes it.
 */
export function SessionsTab(_: { label?: false }) {
  const record = useRecordContext<ClassroomRecord>();
  const resource = useResourceContext() ?? DEFAULT_CLASSROOM_RESOURCE;
  const { data, isPending, error } = useClassroomSessions(record?.id);
  if (!record) return null;
  const back = classroomSessionsTabRoute(resource, record.id);
  return (
    <ShowSection
      title="app.sessions.tab"
      action={
        <LinkButton
          label="app.sessions.create"
          variant="contained"
          icon={<AddOutlinedIcon />}
          to={sessionCreateRoute(record.id, back)}
        />
      }
    >
      {!error && !isPending && <SessionsSummary count={data?.length ?? 0} />}
      <SessionsTable
        sessions={data}
        isPending={isPending}
        error={error}
        classroomResource={resource}
        back={back}
        empty="app.sessions.empty_tab"
      />
    </ShowSection>
  );
}
