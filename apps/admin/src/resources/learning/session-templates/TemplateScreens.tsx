import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type ReactElement } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  AutocompleteInput,
  Create,
  DataTable,
  DeleteButton,
  Form,
  ListContextProvider,
  RecordContextProvider,
  ReferenceField,
  ReferenceInput,
  SaveButton,
  SimpleForm,
  SimpleList,
  Title,
  Toolbar,
  useGetOne,
  useList,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  useUpdate,
  type RedirectionSideEffect,
} from 'react-admin';
import { JalaliDateField } from '../../../inputs/JalaliDateField';
import { ListPagination } from '../../../layout/ListPagination';
import { UNITS_RESOURCE } from '../api';
import { toId } from '../payload';
import { FaTextInput, faDigits, Part, titleText } from '../shared/text';
import { EmptyRows, FlagChip, LoadingRows, useIsSmall } from '../shared/ui';
import { fieldErrorsOf } from '../shared/errors';
import { LinkButton } from '../sessions/LinkButton';
import { SessionTexts } from '../sessions/SessionForm';
import { templateListRoute, TEMPLATES_RESOURCE } from './api';
import { toTemplatePayload, validateTemplate, type TemplateRecord } from './model';
import { useTemplates } from './queries';

const searchQuery = (q: string) => (q.trim() ? { q: q.trim() } : {});

function UnitInput({
  onPick,
  label,
  helperText,
}: {
  onPick?: (id: number | null) => void;
  label?: string;
  helperText: string;
}) {
  return (
    <ReferenceInput source="unit" reference={UNITS_RESOURCE} perPage={25}>
      <AutocompleteInput
        label={label}
        optionText={titleText}
        filterToQuery={searchQuery}
        helperText={helperText}
        isRequired={!onPick}
        onChange={onPick ? (value: unknown) => onPick(toId(value)) : undefined}
      />
    </ReferenceInput>
  );
}

/** «دارد» / «ندارد»: whether the template sets an assignment. */
function AssignmentField(_: { source?: string; label?: string }) {
  const record = useRecordContext<TemplateRecord>();
  if (!record) return null;
  return (
    <FlagChip
      on={Boolean(record.assignment_question)}
      yes="app.sessions.templates.has_assignment"
      no="app.sessions.templates.no_assignment"
      color="primary"
    />
  );
}

function TitleField(_: { source?: string; label?: string }) {
  const record = useRecordContext<TemplateRecord>();
  if (!record) return null;
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {faDigits(record.title)}
    </Typography>
  );
}

function UnitName() {
  const unit = useRecordContext<{ id: number; title: string }>();
  return (
    <Typography component="span" variant="body2">
      {faDigits(unit?.title)}
    </Typography>
  );
}

function UnitTitle(_: { source?: string; label?: string }) {
  return (
    <ReferenceField source="unit" reference={UNITS_RESOURCE} link={false}>
      <UnitName />
    </ReferenceField>
  );
}

function TemplatesTable({ templates }: { templates: TemplateRecord[] }) {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  const listContext = useList<TemplateRecord>({
    data: templates,
    perPage: 25,
    resource: TEMPLATES_RESOURCE,
  });
  return (
    <ListContextProvider value={listContext}>
      {isSmall ? (
        <SimpleList<TemplateRecord>
          resource={TEMPLATES_RESOURCE}
          primaryText={(r) => faDigits(r.title)}
          secondaryText={(r) =>
            translate(
              r.assignment_question
                ? 'app.sessions.templates.with_assignment'
                : 'app.sessions.templates.without_assignment',
            )
          }
          linkType="edit"
        />
      ) : (
        <DataTable<TemplateRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="title" disableSort>
            <TitleField />
          </DataTable.Col>
          <DataTable.Col source="unit" disableSort>
            <UnitTitle />
          </DataTable.Col>
          <DataTable.Col source="has_assignment" disableSort>
            <AssignmentField />
          </DataTable.Col>
          <DataTable.Col source="last_modification_time" disableSort>
            <JalaliDateField source="last_modification_time" showTime />
          </DataTable.Col>
        </DataTable>
      )}
      <ListPagination />
    </ListContextProvider>
  );
}

/**
 * /admin/session-templates: the session templates of a unit (GET lma/session_templates?unit=), or
 * every unit's before one is picked; a row opens its form. The unit stays in the address.
 */
export function TemplateList() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const unitId = toId(params.get('unit'));
  const { data, isPending, error } = useTemplates(unitId);
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={translate('resources.session-templates.name', { smart_count: 2 })} />
      <Card variant="outlined">
        <CardContent
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            pb: '8px !important',
          }}
        >
          <Box sx={{ flex: '1 1 320px', maxWidth: 560 }}>
            <Form key={unitId ?? 'all'} record={{ unit: unitId }}>
              <UnitInput
                label="app.sessions.templates.unit_filter"
                helperText="app.sessions.templates.unit_filter_help"
                onPick={(id) => setParams(id ? { unit: String(id) } : {}, { replace: true })}
              />
            </Form>
          </Box>
          <LinkButton
            label="app.sessions.templates.create"
            variant="contained"
            icon={<AddOutlinedIcon />}
            to={`/${TEMPLATES_RESOURCE}/create${
              unitId ? `?source=${encodeURIComponent(JSON.stringify({ unit: unitId }))}` : ''
            }`}
          />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          {error ? (
            <Alert severity="error">
              {error instanceof Error ? translate(error.message, { _: error.message }) : ''}
            </Alert>
          ) : isPending ? (
            <LoadingRows height={48} />
          ) : !data?.length ? (
            <EmptyRows
              text={unitId ? 'app.sessions.templates.empty_unit' : 'app.sessions.templates.empty'}
            />
          ) : (
            <TemplatesTable templates={data} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

/** The template form (SessionTemplateDto): unit, title, then the texts a session copies. */
function TemplateFields() {
  return (
    <>
      <Part title="app.sessions.templates.sections.general">
        <UnitInput helperText="app.sessions.templates.unit_help" />
        <FaTextInput source="title" isRequired helperText="app.sessions.templates.title_help" />
      </Part>
      <SessionTexts />
      <Part title="app.sessions.form.sections.assignment">
        <FaTextInput
          source="assignment_question"
          multiline
          minRows={3}
          helperText="app.sessions.templates.question_help"
        />
        <FaTextInput source="assignment_answer" multiline minRows={3} />
      </Part>
    </>
  );
}

const toList: RedirectionSideEffect = (_resource, _id, data) =>
  templateListRoute(toId((data as Partial<TemplateRecord> | undefined)?.unit));

function CreateTitle() {
  const translate = useTranslate();
  return <>{translate('app.sessions.templates.create')}</>;
}

/** POST lma/session_templates; back to the list of its unit. */
export function TemplateCreate() {
  return (
    <Create
      title={<CreateTitle />}
      redirect={toList}
      transform={(data) => toTemplatePayload(data as Record<string, unknown>)}
    >
      <SimpleForm validate={validateTemplate} sx={{ maxWidth: 980 }}>
        <TemplateFields />
      </SimpleForm>
    </Create>
  );
}

function EditToolbar({ record }: { record: TemplateRecord }): ReactElement {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        record={record}
        resource={TEMPLATES_RESOURCE}
        mutationMode="pessimistic"
        redirect={() => templateListRoute(record.unit)}
      />
    </Toolbar>
  );
}

/**
 * /admin/session-templates/{id}: GET lma/session_templates/{id}, saved with PUT {id}; the API's
 * 400 texts land under the inputs.
 */
export function TemplateEdit() {
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [update] = useUpdate<TemplateRecord>();
  const [saving, setSaving] = useState(false);
  const {
    data: record,
    isPending,
    error,
  } = useGetOne<TemplateRecord>(
    TEMPLATES_RESOURCE,
    { id: Number(id) },
    { enabled: Boolean(id && /^\d+$/.test(id)) },
  );
  if (error || (!isPending && !record)) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="app.sessions.templates.edit_page" />
        <Alert severity="error">
          {error instanceof Error
            ? translate(error.message, { _: error.message })
            : translate('ra.notification.item_doesnt_exist')}
        </Alert>
      </Box>
    );
  }
  if (!record) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="app.sessions.templates.edit_page" />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  return (
    <RecordContextProvider value={record}>
      <Box sx={{ py: 2, minWidth: 0 }}>
        <Title
          title={translate('app.sessions.templates.edit_title', { title: faDigits(record.title) })}
        />
        <Card>
          <SimpleForm
            record={record}
            validate={validateTemplate}
            disabled={saving}
            toolbar={<EditToolbar record={record} />}
            onSubmit={async (values: Record<string, unknown>) => {
              setSaving(true);
              try {
                await update(
                  TEMPLATES_RESOURCE,
                  { id: record.id, data: toTemplatePayload(values), previousData: record },
                  { mutationMode: 'pessimistic', returnPromise: true },
                );
                notify('ra.notification.updated', {
                  type: 'info',
                  messageArgs: { smart_count: 1 },
                });
                redirect(templateListRoute(toId(values.unit)));
                return undefined;
              } catch (err) {
                notify(
                  err instanceof Error && err.message ? err.message : 'ra.notification.http_error',
                  { type: 'error' },
                );
                return fieldErrorsOf(err);
              } finally {
                setSaving(false);
              }
            }}
            sx={{ maxWidth: 980 }}
          >
            <TemplateFields />
          </SimpleForm>
        </Card>
      </Box>
    </RecordContextProvider>
  );
}
