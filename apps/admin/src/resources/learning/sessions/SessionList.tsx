import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import OpenInNewOutlinedIcon from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { kindOfType } from '../api';
import { ClassroomPicker } from '../shared/ClassroomPicker';
import { toId } from '../payload';
import type { ClassroomRecord } from '../shared/fields';
import { faDigits } from '../shared/text';
import {
  classroomResourceOf,
  DEFAULT_CLASSROOM_RESOURCE,
  sessionCreateRoute,
  sessionListRoute,
} from './api';
import { LinkButton } from './LinkButton';
import { useClassroomSessions } from './queries';
import { SessionsTable } from './SessionsTable';

function ClassroomSessions({ classroomId }: { classroomId: number }) {
  const translate = useTranslate();
  const { data: classroom } = useGetOne<ClassroomRecord>(DEFAULT_CLASSROOM_RESOURCE, {
    id: classroomId,
  });
  const { data, isPending, error } = useClassroomSessions(classroomId);
  const classroomResource = classroomResourceOf(
    kindOfType(classroom?.unit_info?.category_info?.type),
  );
  const back = sessionListRoute(classroomId);
  return (
    <Card variant="outlined">
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            mb: 2,
          }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {classroom
              ? translate('app.sessions.list.heading', { title: faDigits(classroom.title) })
              : translate('resources.session.name', { smart_count: 2 })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <LinkButton
              label="app.sessions.list.open_classroom"
              icon={<OpenInNewOutlinedIcon />}
              to={`/${classroomResource}/${classroomId}/show`}
            />
            <LinkButton
              label="app.sessions.create"
              variant="contained"
              icon={<AddOutlinedIcon />}
              to={sessionCreateRoute(classroomId, back)}
            />
          </Box>
        </Box>
        <SessionsTable
          sessions={data}
          isPending={isPending}
          error={error}
          classroomResource={classroomResource}
          back={back}
          empty="app.sessions.empty_tab"
        />
      </CardContent>
    </Card>
  );
}

/**
 * /admin/session: the sessions of one classroom (GET lma/sessions?classroom=, the API lists no
 * sessions without a classroom). The classroom is picked above and kept in the address.
 */
export function SessionList() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const classroomId = toId(params.get('classroom'));
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={translate('resources.session.name', { smart_count: 2 })} />
      <Card variant="outlined">
        <CardContent sx={{ pb: '8px !important' }}>
          <ClassroomPicker
            value={classroomId}
            source="classroom"
            reference={DEFAULT_CLASSROOM_RESOURCE}
            label="app.sessions.list.classroom"
            helperText="app.sessions.list.classroom_help"
            onPick={(id) => setParams(id ? { classroom: String(id) } : {}, { replace: true })}
          />
        </CardContent>
      </Card>
      {classroomId ? (
        <ClassroomSessions classroomId={classroomId} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {translate('app.sessions.list.pick_first')}
        </Typography>
      )}
    </Box>
  );
}
