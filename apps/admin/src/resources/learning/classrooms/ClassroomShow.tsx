import { toPersianDigits } from '@daneshsara/domain';
import OpenInNewOutlinedIcon from '@mui/icons-material/OpenInNewOutlined';
import SyncOutlinedIcon from '@mui/icons-material/SyncOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MuiSwitch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Button,
  EditButton,
  Labeled,
  ListButton,
  Show,
  TabbedShowLayout,
  TopToolbar,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { LabelOnlyProps } from '../../../inputs/fieldUtils';
import { JalaliDateField } from '../../../inputs/JalaliDateField';
import { PersianNumberField, PersianTextField } from '../../../inputs/PersianNumberField';
import { ShowGrid, ShowSection, ShowTabs } from '../../../inputs/ShowSection';
import { LabelField, YesNoField } from '../../../inputs/StatusFields';
import { classroomActionPath } from '../api';
import { htmlToText } from '../payload';
import {
  ClassroomStatusField,
  CapacityBar,
  HoldingTimeField,
  PeriodField,
  PriceField,
  type ClassroomRecord,
} from '../shared/fields';
import { faDigits } from '../shared/text';
import { useClassroomKind } from '../shared/useKind';
import { ExternalLink, MutedText, TextBlock } from '../shared/ui';
import { useLmaCall } from '../shared/useLmaCall';
import { MembersTab } from './MembersTab';
import { TicketsTab } from '../../tickets/TicketsTab';
import { SessionsTab } from '../sessions';
import { ProjectsTab } from '../projects';
import { TeamsTab } from '../teams';
import { StaffTab } from '../staffing';
import { WaitlistTab } from '../waitlist';
import { ResultsTab } from '../results';
import { TestsTab } from '../exams';

/** «دوره آموزشی «مبانی فقه»» */
function ClassroomTitle() {
  const record = useRecordContext<ClassroomRecord>();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {translate('app.learning.show_title', {
        name: translate(`resources.${resource}.name`, { smart_count: 1 }),
        title: faDigits(record.title),
      })}
    </>
  );
}

/** The classroom's two switches: each a PUT that flips the field and answers the classroom. */
const SWITCHES = {
  ongoing: { action: 'toggle_ongoing_status', field: 'is_ongoing' },
  notify_absence: { action: 'toggle_notify_absence', field: 'notify_absence' },
} as const;

/** «در حال برگزاری» / «حذف خودکار با غیبت بیش از حد مجاز»: PUT toggle_… of the classroom. */
function ClassroomSwitch({ kind }: { kind: keyof typeof SWITCHES }) {
  const record = useRecordContext<ClassroomRecord>();
  const translate = useTranslate();
  const { call } = useLmaCall();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const { action, field } = SWITCHES[kind];
  return (
    <FormControlLabel
      sx={{ mx: 1 }}
      control={
        <MuiSwitch
          checked={record[field] === true}
          disabled={busy}
          onChange={async () => {
            setBusy(true);
            await call<Partial<ClassroomRecord>>(
              classroomActionPath(record.id, action),
              'PUT',
              undefined,
              (data) => ({ message: `app.learning.${kind}.${data[field] ? 'on' : 'off'}` }),
            );
            setBusy(false);
          }}
        />
      }
      label={translate(`app.learning.${kind}.label`)}
    />
  );
}

/** «شمارش دوباره ظرفیت»: PUT sync_registrations_present_count (seats taken, recounted). */
function SyncSeatsButton() {
  const record = useRecordContext<ClassroomRecord>();
  const { call } = useLmaCall();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  return (
    <Button
      label="app.learning.sync_seats.label"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await call(
          classroomActionPath(record.id, 'sync_registrations_present_count'),
          'PUT',
          undefined,
          'app.learning.sync_seats.done',
        );
        setBusy(false);
      }}
    >
      <SyncOutlinedIcon />
    </Button>
  );
}

function ShowActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}>
      <ListButton />
      <EditButton />
      <SyncSeatsButton />
      <ClassroomSwitch kind="ongoing" />
      <ClassroomSwitch kind="notify_absence" />
    </TopToolbar>
  );
}

/** «۳۰٪» */
function PercentField({ source }: LabelOnlyProps & { source: string }) {
  const record = useRecordContext();
  const value = record?.[source];
  return (
    <Typography component="span" variant="body2">
      {`${toPersianDigits(String(value ?? 0))}٪`}
    </Typography>
  );
}

/** A mark out of 20 with the Persian decimal point. */
function MarkField({ source }: LabelOnlyProps & { source: string }) {
  const record = useRecordContext();
  const value = record?.[source];
  return (
    <Typography component="span" variant="body2">
      {toPersianDigits(String(value ?? 0)).replace('.', '٫')}
    </Typography>
  );
}

/** Rules, descriptions ... as text (HTML tags dropped), line breaks kept. */
function LongTextField({ source }: LabelOnlyProps & { source: string }) {
  const record = useRecordContext();
  return <TextBlock text={faDigits(htmlToText(record?.[source]))} />;
}

/** A link that opens in a new tab (the live stream, the regulations PDF). */
function LinkField({ source, text }: LabelOnlyProps & { source: string; text?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const href = record?.[source];
  if (typeof href !== 'string' || !href) return <MutedText text="app.empty" />;
  return (
    <ExternalLink href={href} sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" dir={text ? undefined : 'ltr'} sx={{ unicodeBidi: 'isolate' }}>
        {text ? translate(text) : href}
      </Box>
      <OpenInNewOutlinedIcon fontSize="inherit" />
    </ExternalLink>
  );
}

function Thumbnail() {
  const record = useRecordContext<ClassroomRecord>();
  if (!record?.thumbnail) return null;
  return (
    <Box
      component="img"
      src={record.thumbnail}
      alt=""
      sx={{
        width: { xs: '100%', sm: 220 },
        maxHeight: 160,
        objectFit: 'cover',
        borderRadius: 2,
        flexShrink: 0,
      }}
    />
  );
}

/** «اطلاعات»: the summary with the phase and the seats, the periods, the passing rules, the texts. */
function InfoTab(_: { label?: false }) {
  const kind = useClassroomKind();
  const isEvent = kind === 'events';
  return (
    <>
      <ShowSection title="app.learning.sections.summary">
        <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', sm: 'row' } }}>
          <Thumbnail />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ShowGrid>
              <ClassroomStatusField source="status" />
              <Labeled source="capacity_usage">
                <CapacityBar />
              </Labeled>
              <Labeled source="price">
                <PriceField />
              </Labeled>
              <PersianTextField source="unit_info.title" />
              <PersianTextField source="unit_info.category_info.title" emptyText="app.empty" />
              <PersianTextField
                source="professor_info.full_name"
                emptyText="app.learning.no_professor"
              />
              {isEvent && (
                <LabelField
                  source="category"
                  labels="app.learning.event_category"
                  emptyText="app.empty"
                />
              )}
              <LabelField source="holding_type" labels="app.learning.holding_type" />
              <LabelField source="audience_gender_type" labels="app.learning.audience_gender" />
              <Labeled source="holding_time">
                <HoldingTimeField />
              </Labeled>
              <PersianTextField source="sessions_frequency" emptyText="app.empty" />
              <JalaliDateField
                source="publish_time"
                showTime
                emptyText="app.learning.not_published"
              />
              <YesNoField source="is_ongoing" />
            </ShowGrid>
          </Box>
        </Box>
      </ShowSection>

      <ShowSection title="app.learning.sections.periods">
        <ShowGrid>
          <Labeled source="enrollment_period">
            <PeriodField period="enrollment" />
          </Labeled>
          <Labeled source="registration_period">
            <PeriodField period="registration" />
          </Labeled>
          <Labeled source="drop_add_period">
            <PeriodField period="drop_add" />
          </Labeled>
          <YesNoField source="allow_dropping_on_enrollment_period" />
          <YesNoField source="allow_adding_on_registration_period" />
          <YesNoField source="allow_dropping_on_registration_period" />
          <YesNoField source="allow_adding_on_drop_add_period" />
          <YesNoField source="allow_dropping_on_drop_add_period" />
          <PercentField source="registration_period_refund_percent" />
          <PercentField source="drop_add_period_refund_percent" />
        </ShowGrid>
      </ShowSection>

      <ShowSection title="app.learning.sections.passing">
        <ShowGrid>
          <MarkField source="minimum_clean_passing_mark" />
          <MarkField source="minimum_conditional_passing_mark" />
          <MarkField source="special_passing_mark" />
          <PersianNumberField source="allowed_absence_count" />
          <PersianNumberField source="effective_absence_coefficient" />
          <PersianNumberField source="mandatory_assignment_count" />
          <YesNoField source="notify_absence" />
        </ShowGrid>
      </ShowSection>

      <ShowSection title="app.learning.sections.texts">
        <ShowGrid>
          <LinkField source="live_streaming_url" />
          <LinkField source="codes" text="app.learning.open_codes" />
          <LongTextField source="classroom_address" />
          {isEvent && <LongTextField source="event_address" />}
        </ShowGrid>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {(['rules', 'description', 'specification', 'bulletin'] as const).map((source) => (
            <Labeled key={source} source={source}>
              <LongTextField source={source} />
            </Labeled>
          ))}
        </Box>
      </ShowSection>
    </>
  );
}

/**
 * A classroom's page: «اطلاعات» (summary, phase chip, seats bar, periods, rules) and «اعضا»
 * (GET lma/registrations?classroom=<id> with the admin's actions); the ongoing switch on top.
 */
export function ClassroomShow() {
  return (
    <Show
      component="div"
      title={<ClassroomTitle />}
      actions={<ShowActions />}
      sx={{ '& .RaShow-card': { minWidth: 0 } }}
    >
      <ShowTabs flat>
        <TabbedShowLayout.Tab label="app.learning.tabs.info">
          <InfoTab label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.learning.tabs.members" path="members">
          <MembersTab label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.sessions.tab" path="sessions">
          <SessionsTab label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.lma_waitlist.tab" path="waitlist">
          <WaitlistTab label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.lma_projects.tab" path="projects">
          <ProjectsTab label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.lma_teams.tab" path="teams">
          <TeamsTab label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.lma_staff.tab" path="staff">
          <StaffTab label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.exams.tests.tab" path="tests">
          <TestsTab label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.lma_results.tab" path="results">
          <ResultsTab label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.tickets.tab" path="tickets">
          <TicketsTab label={false} />
        </TabbedShowLayout.Tab>
      </ShowTabs>
    </Show>
  );
}
