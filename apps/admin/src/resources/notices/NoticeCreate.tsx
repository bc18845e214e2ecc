import { ACTIVE_REGISTRATION } from '@daneshsara/domain';
import {
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  Create,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { FormGrid } from '../../inputs/FormGrid';
import { CLASSROOM_RESOURCES, UNITS_RESOURCE } from '../learning/api';
import { registrationStatusChoices } from '../learning/choices';
import { useOnePage } from '../learning/projects/kit/onePage';
import { useTicketCategories } from '../tickets/TicketCreate';
import { roleChoices } from '../users/choices';
import type { NoticeAudience } from './api';
import { noticeAudienceChoices, noticePriorityChoices } from './choices';

/** A classroom picked by its title (the classroom, circle and event lists share lma/classrooms). */
function ClassroomPicker({ source }: { source: string }) {
  return (
    <ReferenceInput source={source} reference={CLASSROOM_RESOURCES.training}>
      <AutocompleteInput
        label="resources.notices.fields.classroom"
        optionText="title"
        filterToQuery={(q) => ({ q })}
        validate={required()}
      />
    </ReferenceInput>
  );
}

/** The teams of the chosen classroom (GET lma/teams?classroom=). */
function TeamSelect({ classroom }: { classroom: number | undefined }) {
  const teams = useOnePage<{ id: number; title: string }>(
    'lma/teams',
    { classroom },
    { enabled: !!classroom },
  );
  return (
    <SelectInput
      source="team"
      choices={teams.data ?? []}
      optionText="title"
      isLoading={!!classroom && teams.isPending}
      disabled={!classroom}
      validate={required()}
    />
  );
}

/** What the chosen audience needs: a role, a classroom and its statuses, a team, or a unit. */
function Target({ audience, teamClassroom }: { audience: NoticeAudience; teamClassroom?: number }) {
  switch (audience) {
    case 'ROLE':
      return <SelectInput source="role" choices={roleChoices} validate={required()} />;
    case 'CLASSROOM':
      return (
        <>
          <ClassroomPicker source="classroom" />
          <CheckboxGroupInput
            source="registration_statuses"
            choices={registrationStatusChoices}
            helperText="app.notices.statuses_help"
          />
        </>
      );
    case 'TEAM':
      return (
        <FormGrid>
          <ClassroomPicker source="team_classroom" />
          <TeamSelect classroom={teamClassroom} />
        </FormGrid>
      );
    case 'UNIT':
      return (
        <ReferenceInput source="unit" reference={UNITS_RESOURCE}>
          <AutocompleteInput
            label="resources.notices.fields.unit"
            optionText="title"
            filterToQuery={(q) => ({ q })}
            validate={required()}
            helperText="app.notices.unit_help"
          />
        </ReferenceInput>
      );
    default:
      return null;
  }
}

/** Only what the API takes for the chosen audience (the team's classroom is the form's own). */
export function noticePayload(data: Record<string, unknown>): Record<string, unknown> {
  const { team_classroom: _, role, classroom, registration_statuses, team, unit, ...rest } = data;
  const audience = data.audience as NoticeAudience;
  return {
    ...rest,
    priority: rest.priority || null,
    category: rest.category || null,
    url: rest.url || null,
    ...(audience === 'ROLE' ? { role } : {}),
    ...(audience === 'CLASSROOM' ? { classroom, registration_statuses } : {}),
    ...(audience === 'TEAM' ? { team } : {}),
    ...(audience === 'UNIT' ? { unit } : {}),
  };
}

/**
 * «اعلان جدید»: POST mma/notices as a draft (title, text, link, priority, category, who it goes
 * to, and whether by SMS too); its page opens next, where «ارسال» starts the sending job.
 */
export function NoticeCreate() {
  const categories = useTicketCategories();
  return (
    <Create redirect="show" title="app.notices.create.title" transform={noticePayload}>
      <SimpleForm
        sx={{ maxWidth: 760 }}
        defaultValues={{ audience: 'ALL', registration_statuses: [...ACTIVE_REGISTRATION], send_sms: false }}
      >
        <TextInput source="title" validate={required()} />
        <TextInput source="body" multiline minRows={4} validate={required()} />
        <TextInput source="url" helperText="app.notices.url_help" />
        <FormGrid>
          <SelectInput source="priority" choices={noticePriorityChoices} emptyText="app.notices.priority_normal" />
          <SelectInput
            source="category"
            choices={categories.data ?? []}
            optionText="title"
            isLoading={categories.isPending}
            emptyText="app.empty"
          />
        </FormGrid>
        <RadioButtonGroupInput source="audience" choices={noticeAudienceChoices} validate={required()} />
        <FormDataConsumer<{ audience: NoticeAudience; team_classroom?: number }>>
          {({ formData }) => <Target audience={formData.audience} teamClassroom={formData.team_classroom} />}
        </FormDataConsumer>
        <BooleanInput source="send_sms" helperText="app.notices.sms_help" />
      </SimpleForm>
    </Create>
  );
}
