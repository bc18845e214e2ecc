import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { useState } from 'react';
import { BooleanInput, Button, required, TextInput, useListContext } from 'react-admin';
import { ActionDialog } from '../../../inputs/ActionDialog';
import { listHasRows } from '../../../components/list/listRows';

/**
 * «پیام به اعضا»: a notice to the classroom's members as the members tab filters them by status
 * (all statuses when none is chosen), in the app (POST lma/registrations/send_in_app_message)
 * or also by SMS (send_message). Sending runs as a job; its progress is on the notice's page.
 */
export function MessageMembersButton({ classroomId }: { classroomId: number }) {
  const list = useListContext();
  const { filterValues } = list;
  const [open, setOpen] = useState(false);
  if (!listHasRows(list)) return null;
  const status = filterValues.status as string | undefined;
  return (
    <>
      <Button label="app.learning.members.message.action" onClick={() => setOpen(true)}>
        <SendOutlinedIcon />
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={
          status
            ? 'app.learning.members.message.title_status'
            : 'app.learning.members.message.title'
        }
        submitLabel="app.learning.members.message.submit"
        defaultValues={{ send_sms: false }}
        action={{
          path: 'lma/registrations/send_in_app_message',
          pathOf: (v) =>
            v.send_sms ? 'lma/registrations/send_message' : 'lma/registrations/send_in_app_message',
          method: 'POST',
          body: ({ send_sms: _sms, ...v }) => ({
            ...v,
            classroom: classroomId,
            ...(status ? { registration_statuses: [status] } : {}),
          }),
          done: 'app.learning.members.message.done',
        }}
      >
        <TextInput source="title" label="resources.notices.fields.title" validate={required()} />
        <TextInput
          source="body"
          label="resources.notices.fields.body"
          multiline
          minRows={3}
          validate={required()}
        />
        <BooleanInput
          source="send_sms"
          label="resources.notices.fields.send_sms"
          helperText="app.notices.sms_help"
        />
      </ActionDialog>
    </>
  );
}
