import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  DataTable,
  SelectInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ActionDialog } from '../../../inputs/ActionDialog';
import { FormGrid } from '../../../inputs/FormGrid';
import { IntegerInput } from '../../../inputs/IntegerInput';
import { nowrapColumns } from '../../../inputs/tableSx';
import type { AdminDataProvider } from '../../../providers/dataProvider';
import { REGISTRATIONS_RESOURCE } from '../api';
import { chipColor, REGISTRATION_STATUS_COLORS } from '../choices';
import type { MemberRow } from '../classrooms/MemberActions';
import { rowsOf, useOnePage, withQuery } from '../projects/kit/onePage';
import { CardLine, LoadError, PersonCell, RowCards, TabSection } from '../projects/kit/parts';
import { useTabList } from '../projects/kit/useTabList';
import { DeleteRowButton, FormDialogButton } from '../shared/buttons';
import { errorText } from '../shared/errors';
import { CapacityBar, type ClassroomRecord } from '../shared/fields';
import { FaTextInput, faDigits } from '../shared/text';
import { TextButton } from '../shared/TextButton';
import { EmptyRows, FlagChip, MutedText, RowButtons } from '../shared/ui';
import { useLmaCall } from '../shared/useLmaCall';
import {
  CLASSROOM_LEADERS_PATH,
  leaderChoices,
  memberOptionText,
  TEAM_MEMBERS_PATH,
  teamMembersPath,
  TEAMS_LABELS,
  TEAMS_PATH,
  teamToForm,
  toMembersPayload,
  toTeamPayload,
  validateMembers,
  validateTeam,
  type LeaderRow,
  type TeamMemberRow,
  type TeamRow,
} from './model';

const label = (field: string) => `resources.${TEAMS_LABELS}.fields.${field}`;

/** «افزودن گروه» (POST lma/teams) or, given a team, «ویرایش» (PUT lma/teams/{id}). */
function TeamFormButton({
  classroomId,
  team,
  leaders,
}: {
  classroomId: number | string;
  team?: TeamRow;
  leaders: readonly LeaderRow[];
}) {
  const translate = useTranslate();
  const { submit } = useLmaCall();
  const choices = leaderChoices(leaders, team);
  return (
    <FormDialogButton
      create={team ? undefined : 'app.lma_teams.create.action'}
      title={
        team
          ? translate('app.lma_teams.edit.title', { title: faDigits(team.title) })
          : 'app.lma_teams.create.title'
      }
      defaultValues={teamToForm(team)}
      validate={(values) => validateTeam(values, team?.used_capacity ?? 0)}
      onSubmit={(values) => {
        const body = toTeamPayload(values, classroomId);
        return team
          ? submit(`${TEAMS_PATH}/${team.id}`, 'PUT', body, 'app.lma_teams.edit.done')
          : submit(TEAMS_PATH, 'POST', body, 'app.lma_teams.create.done');
      }}
    >
      <FormGrid>
        <FaTextInput source="title" label={label('title')} isRequired fullWidth />
        <IntegerInput
          source="capacity"
          label={label('capacity')}
          helperText={
            team?.used_capacity
              ? translate('app.lma_teams.form.capacity_used', {
                  count: team.used_capacity,
                })
              : 'app.lma_teams.form.capacity_help'
          }
          isRequired
          fullWidth
        />
      </FormGrid>
      <SelectInput
        source="leader"
        label={label('leader')}
        choices={choices}
        emptyText="app.lma_teams.no_leader"
        helperText={
          choices.length ? 'app.lma_teams.form.leader_help' : 'app.lma_teams.form.no_leaders'
        }
        translateChoice={false}
        fullWidth
      />
      <BooleanInput
        source="is_joinable"
        label="app.lma_teams.form.is_joinable"
        helperText="app.lma_teams.form.joinable_help"
      />
      <FaTextInput
        source="description"
        label={label('description')}
        multiline
        minRows={2}
        fullWidth
      />
    </FormDialogButton>
  );
}

interface MembersDraft {
  current: TeamMemberRow[];
  registrations: MemberRow[];
}

/** The picker's choices: the classroom's registered learners, and whoever is in the team now. */
function memberChoices(draft: MembersDraft) {
  const choices = draft.registrations.map((r) => ({
    id: r.id,
    name: memberOptionText(r.owner_info),
  }));
  for (const m of draft.current) {
    if (!choices.some((c) => c.id === m.registration)) {
      choices.push({ id: m.registration, name: memberOptionText(m.registration_info.owner_info) });
    }
  }
  return choices;
}

/**
 * «تعیین اعضا»: the team's members picked from the classroom's registered learners, then PUT
 * lma/teams/{id}/registrations {registrations} (the list replaces the members; a learner in
 * another team of the classroom moves here).
 */
function TeamMembersButton() {
  const team = useRecordContext<TeamRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { submit } = useLmaCall();
  const [draft, setDraft] = useState<MembersDraft | null>(null);
  const [loading, setLoading] = useState(false);
  if (!team) return null;

  const openDialog = async () => {
    setLoading(true);
    try {
      const [current, registrations] = await Promise.all([
        dataProvider
          .action<unknown>(withQuery(TEAM_MEMBERS_PATH, { team: team.id }), 'GET')
          .then((answer) => rowsOf<TeamMemberRow>(answer)),
        dataProvider.getList<MemberRow>(REGISTRATIONS_RESOURCE, {
          filter: { classroom: team.classroom, status: 'REGISTERED' },
          pagination: { page: 1, perPage: 1000 },
          sort: { field: 'id', order: 'ASC' },
        }),
      ]);
      setDraft({ current, registrations: registrations.data });
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <TextButton
        label="app.lma_teams.members.action"
        icon={loading ? <CircularProgress size={16} /> : <GroupAddOutlinedIcon />}
        disabled={loading}
        onClick={(e) => {
          e.stopPropagation();
          void openDialog();
        }}
      />
      <ActionDialog
        open={draft !== null}
        onClose={() => setDraft(null)}
        title={translate('app.lma_teams.members.title', { title: faDigits(team.title) })}
        submitLabel="ra.action.save"
        defaultValues={{ registrations: draft?.current.map((m) => m.registration) ?? [] }}
        validate={(values) => validateMembers(values.registrations, team.capacity)}
        onSubmit={(values) =>
          submit(
            teamMembersPath(team.id),
            'PUT',
            toMembersPayload(values.registrations),
            'app.lma_teams.members.done',
          )
        }
      >
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.lma_teams.members.help', { capacity: team.capacity })}
        </Alert>
        {draft && (
          <AutocompleteArrayInput
            source="registrations"
            label="app.lma_teams.members.label"
            choices={memberChoices(draft)}
            translateChoice={false}
            helperText="app.lma_teams.members.picker_help"
            noOptionsText="app.lma_teams.members.no_learners"
            fullWidth
          />
        )}
      </ActionDialog>
    </>
  );
}

/** DELETE lma/teams/{id}; the API refuses (409) while the team has members. */
function DeleteTeamButton() {
  const team = useRecordContext<TeamRow>();
  if (!team) return null;
  return (
    <DeleteRowButton
      path={`${TEAMS_PATH}/${team.id}`}
      title="app.lma_teams.delete.title"
      content="app.lma_teams.delete.content"
      translateOptions={{ title: faDigits(team.title) }}
      done="app.lma_teams.delete.done"
    />
  );
}

/** GET lma/team_registrations?team=: the members with their national code and mobile. */
function TeamMembersList({ teamId }: { teamId: number }) {
  const translate = useTranslate();
  const members = useOnePage<TeamMemberRow>(TEAM_MEMBERS_PATH, { team: teamId });
  if (members.error) return <LoadError error={members.error} />;
  if (members.isPending) return <CircularProgress size={20} />;
  if (!members.data.length) return <EmptyRows text="app.lma_teams.members.empty" />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
      }}
    >
      {members.data.map((m) => {
        const status = m.registration_info.status;
        return (
          <Box
            key={m.id}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              px: 1.5,
              py: 1,
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 1,
            }}
          >
            <PersonCell person={m.registration_info.owner_info} withMobile />
            {status && status !== 'REGISTERED' && (
              <Chip
                size="small"
                color={chipColor(REGISTRATION_STATUS_COLORS, status)}
                label={translate(`app.learning.registration_status.${status}`, { _: status })}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function TeamPanel() {
  const team = useRecordContext<TeamRow>();
  const translate = useTranslate();
  if (!team) return null;
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate('app.lma_teams.members.list_title')}
      </Typography>
      <TeamMembersList teamId={team.id} />
    </Box>
  );
}

function TitleField(_: { source?: string }) {
  const team = useRecordContext<TeamRow>();
  if (!team) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
        {faDigits(team.title)}
      </Typography>
      {team.description && (
        <Typography component="span" variant="caption" color="text.secondary">
          {faDigits(team.description)}
        </Typography>
      )}
    </Box>
  );
}

/** «عضویت آزاد» (learners join themselves) or «عضویت با ادمین». */
function JoinableField(_: { source?: string }) {
  const team = useRecordContext<TeamRow>();
  if (!team) return null;
  return (
    <FlagChip on={team.is_joinable} yes="app.lma_teams.joinable" no="app.lma_teams.admin_only" />
  );
}

function LeaderField(_: { source?: string }) {
  const team = useRecordContext<TeamRow>();
  if (!team) return null;
  if (!team.leader_info) return <MutedText text="app.lma_teams.no_leader" />;
  return <PersonCell person={team.leader_info} withMobile />;
}

function TeamActions({ leaders }: { source?: string; leaders: readonly LeaderRow[] }) {
  const team = useRecordContext<TeamRow>();
  if (!team) return null;
  return (
    <RowButtons>
      <TeamMembersButton />
      <TeamFormButton classroomId={team.classroom} team={team} leaders={leaders} />
      <DeleteTeamButton />
    </RowButtons>
  );
}

function TeamsTable({ leaders }: { leaders: readonly LeaderRow[] }) {
  return (
    <DataTable<TeamRow>
      bulkActionButtons={false}
      rowClick={false}
      expand={<TeamPanel />}
      empty={<EmptyRows text="app.lma_teams.empty" />}
      sx={nowrapColumns('is_joinable')}
    >
      <DataTable.Col source="title">
        <TitleField />
      </DataTable.Col>
      <DataTable.Col source="used_capacity">
        <CapacityBar />
      </DataTable.Col>
      <DataTable.Col source="is_joinable">
        <JoinableField />
      </DataTable.Col>
      <DataTable.Col source="leader" disableSort>
        <LeaderField />
      </DataTable.Col>
      <DataTable.Col source="actions" disableSort>
        <TeamActions leaders={leaders} />
      </DataTable.Col>
    </DataTable>
  );
}

/** On a phone the members open under the card. */
function MembersToggle({ teamId }: { teamId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TextButton
        label={open ? 'app.lma_teams.members.hide' : 'app.lma_teams.members.show'}
        icon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        color="inherit"
        onClick={() => setOpen(!open)}
      />
      {open && <TeamMembersList teamId={teamId} />}
    </>
  );
}

function TeamCards({ leaders }: { leaders: readonly LeaderRow[] }) {
  const translate = useTranslate();
  return (
    <RowCards<TeamRow>
      empty="app.lma_teams.empty"
      render={(team) => ({
        title: <TitleField />,
        badge: <JoinableField />,
        lines: [
          <CapacityBar key="c" />,
          <CardLine key="l" label={label('leader')}>
            {team.leader_info
              ? faDigits(team.leader_info.full_name)
              : translate('app.lma_teams.no_leader')}
          </CardLine>,
          <MembersToggle key="m" teamId={team.id} />,
        ],
        actions: <TeamActions leaders={leaders} />,
      })}
    />
  );
}

function TeamsBody({ classroomId }: { classroomId: number | string }) {
  const teams = useOnePage<TeamRow>(TEAMS_PATH, { classroom: classroomId });
  const leaders = useOnePage<LeaderRow>(CLASSROOM_LEADERS_PATH, { classroom: classroomId });
  const list = useTabList(teams);
  const leaderRows = leaders.data ?? [];
  return (
    <TabSection
      title="app.lma_teams.title"
      action={<TeamFormButton classroomId={classroomId} leaders={leaderRows} />}
      resource={TEAMS_LABELS}
      list={list}
      table={<TeamsTable leaders={leaderRows} />}
      cards={<TeamCards leaders={leaderRows} />}
    />
  );
}

/**
 * «تیم‌ها»: the classroom's teams (GET lma/teams?classroom=) with seats, leader and how one joins;
 * create, edit, delete, set the members; a row opens to list its members.
 */
export function TeamsTab(_: { label?: false }) {
  const record = useRecordContext<ClassroomRecord>();
  if (!record) return null;
  return <TeamsBody classroomId={record.id} />;
}
