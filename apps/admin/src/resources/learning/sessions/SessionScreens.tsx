import ArrowForwardOutlinedIcon from '@mui/icons-material/ArrowForwardOutlined';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Create,
  DeleteButton,
  Edit,
  SaveButton,
  TopToolbar,
  Toolbar,
  useRecordContext,
  useTranslate,
  type RedirectionSideEffect,
} from 'react-admin';
import { faDigits } from '../shared/text';
import { safeBack, sessionListRoute } from './api';
import { sessionDefaults, toSessionPayload, type SessionRecord } from './model';
import { LinkButton } from './LinkButton';
import { SessionForm } from './SessionForm';

/** Where a saved (or deleted) session goes: back to the tab it came from, else its classroom's list. */
function useBackRedirect(): RedirectionSideEffect {
  const [params] = useSearchParams();
  const back = safeBack(params.get('back'));
  return (_resource, _id, data) =>
    back ?? sessionListRoute((data as Partial<SessionRecord> | undefined)?.classroom);
}

function CreateTitle() {
  const translate = useTranslate();
  return <>{translate('app.sessions.create')}</>;
}

/** POST lma/sessions; from a classroom's tab the classroom is already picked (?source=). */
export function SessionCreate() {
  const redirect = useBackRedirect();
  const [defaults] = useState(() => sessionDefaults());
  return (
    <Create
      title={<CreateTitle />}
      record={defaults}
      redirect={redirect}
      transform={(data) => toSessionPayload(data as Record<string, unknown>)}
    >
      <SessionForm />
    </Create>
  );
}

/** «ویرایش جلسه «…»» */
function EditTitle() {
  const record = useRecordContext<SessionRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate('app.sessions.edit_title', { title: faDigits(record.title) })}</>;
}

function EditToolbar({ redirect }: { redirect: RedirectionSideEffect }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" redirect={redirect} />
    </Toolbar>
  );
}

/** Back to where the form was opened (the classroom's tab), else the classroom's sessions. */
function EditActions() {
  const record = useRecordContext<SessionRecord>();
  const [params] = useSearchParams();
  const back = safeBack(params.get('back')) ?? sessionListRoute(record?.classroom);
  return (
    <TopToolbar>
      <LinkButton label="app.sessions.sheets.back" icon={<ArrowForwardOutlinedIcon />} to={back} />
    </TopToolbar>
  );
}

/**
 * PUT lma/sessions/{id} (the whole session, as the API wants it); pessimistic, so the API's 400
 * texts land under their inputs and a delete refused for its sheets (409) shows its reason.
 */
export function SessionEdit() {
  const redirect = useBackRedirect();
  return (
    <Edit
      title={<EditTitle />}
      actions={<EditActions />}
      mutationMode="pessimistic"
      redirect={redirect}
      transform={(data) => toSessionPayload(data as Record<string, unknown>)}
    >
      <SessionForm toolbar={<EditToolbar redirect={redirect} />} />
    </Edit>
  );
}
