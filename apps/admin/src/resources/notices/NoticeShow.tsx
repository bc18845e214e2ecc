import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Button,
  FunctionField,
  ReferenceField,
  SelectField,
  TextField,
  UrlField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ConsoleShow } from '../../components/ConsoleShow';
import { ActionConfirm } from '../../inputs/ActionDialog';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { PersianTextField } from '../../inputs/PersianNumberField';
import { ShowGrid, ShowSection } from '../../inputs/ShowSection';
import { CLASSROOM_RESOURCES, UNITS_RESOURCE } from '../learning/api';
import { roleChoices } from '../users/choices';
import { noticeSendPath, type NoticeRow } from './api';
import { NOTICE_STATUS_COLORS, noticeAudienceChoices, noticePriorityChoices } from './choices';
import { NoticeProgress } from './NoticeProgress';

/** «ارسال»: PUT mma/notices/{id}/send after a confirmation; only on a draft. */
function SendButton() {
  const record = useRecordContext<NoticeRow>();
  const [open, setOpen] = useState(false);
  if (!record || record.status !== 'DRAFT') return null;
  return (
    <>
      <Button label="app.notices.send.action" onClick={() => setOpen(true)} variant="contained">
        <SendOutlinedIcon />
      </Button>
      <ActionConfirm
        isOpen={open}
        onClose={() => setOpen(false)}
        title="app.notices.send.title"
        content="app.notices.send.content"
        confirm="app.notices.send.submit"
        action={{ path: noticeSendPath(record.id), method: 'PUT', done: 'app.notices.send.done' }}
      />
    </>
  );
}

/** Whom it goes to: the audience, then its role, classroom (and statuses), team or unit. */
function AudienceFields() {
  const record = useRecordContext<NoticeRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <ShowGrid>
      <SelectField source="audience" choices={noticeAudienceChoices} />
      {record.audience === 'ROLE' ? <SelectField source="role" choices={roleChoices} /> : null}
      {record.audience === 'CLASSROOM' ? (
        <ReferenceField source="classroom" reference={CLASSROOM_RESOURCES.training} link="show" />
      ) : null}
      {record.audience === 'CLASSROOM' ? (
        <FunctionField<NoticeRow>
          source="registration_statuses"
          render={(r) =>
            (r.registration_statuses ?? [])
              .map((s) => translate(`app.learning.registration_status.${s}`))
              .join('، ')
          }
        />
      ) : null}
      {record.audience === 'UNIT' ? (
        <ReferenceField source="unit" reference={UNITS_RESOURCE} link="show" />
      ) : null}
      <FunctionField<NoticeRow>
        source="send_sms"
        render={(r) => translate(r.send_sms ? 'app.notices.sms_yes' : 'app.notices.sms_no')}
      />
    </ShowGrid>
  );
}

/**
 * A notice's page (/admin/notices/{id}/show): what it says, whom it goes to, and while its job
 * runs the progress and the count delivered (the page re-reads the notice every second).
 */
export function NoticeShow() {
  return (
    <ConsoleShow
      title="app.notices.show_title"
      actions={<SendButton />}
      queryOptions={{
        refetchInterval: (query) => {
          const n = query.state.data as NoticeRow | undefined;
          return n && (n.status === 'SENDING' || n.sms_status === 'SENDING') ? 1000 : false;
        },
      }}
    >
      <ShowSection title="app.notices.sections.sending">
        <NoticeProgress />
      </ShowSection>
      <ShowSection title="app.notices.sections.notice">
        <ShowGrid>
          <PersianTextField source="title" />
          <ChipLabelField source="status" labels="app.notices.status" colors={NOTICE_STATUS_COLORS} />
          <SelectField source="priority" choices={noticePriorityChoices} emptyText="app.notices.priority_normal" />
          <TextField source="category_info.title" emptyText="app.empty" />
          <TextField source="creator_info.full_name" emptyText="app.empty" />
          <JalaliDateField source="creation_time" showTime />
          <JalaliDateField source="sent_time" showTime emptyText="app.empty" />
          <UrlField source="url" emptyText="app.empty" />
        </ShowGrid>
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            <BodyLabel />
          </Typography>
          <Box sx={{ whiteSpace: 'pre-wrap' }}>
            <PersianTextField source="body" />
          </Box>
        </Box>
      </ShowSection>
      <ShowSection title="app.notices.sections.audience">
        <AudienceFields />
      </ShowSection>
    </ConsoleShow>
  );
}

function BodyLabel() {
  const translate = useTranslate();
  return <>{translate('resources.notices.fields.body')}</>;
}
