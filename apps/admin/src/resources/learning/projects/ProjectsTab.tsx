import { formatJalaliDateTime } from '@daneshsara/domain';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable, Labeled, useRecordContext, useTranslate } from 'react-admin';
import { StatusChip } from '../../../inputs/ChipLabelField';
import { nowrapColumns } from '../../../inputs/tableSx';
import { DeleteRowButton } from '../shared/buttons';
import type { ClassroomRecord } from '../shared/fields';
import { faDigits } from '../shared/text';
import { TextButton } from '../shared/TextButton';
import { EmptyRows, FlagChip, MutedText, RowButtons } from '../shared/ui';
import { HandInsSection } from './HandIns';
import { useOnePage } from './kit/onePage';
import { CardLine, LongText, RowCards, RowPanel, TabSection } from './kit/parts';
import { useTabList } from './kit/useTabList';
import { PROJECT_TYPE_COLORS, PROJECTS_LABELS, PROJECTS_PATH, type ProjectRow } from './model';
import { ProjectFormButton } from './ProjectForm';

function TitleField(_: { source?: string }) {
  const row = useRecordContext<ProjectRow>();
  if (!row) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
      {faDigits(row.title)}
    </Typography>
  );
}

function TypeField(_: { source?: string }) {
  const row = useRecordContext<ProjectRow>();
  return (
    <StatusChip value={row?.type} labels="app.lma_projects.type" colors={PROJECT_TYPE_COLORS} />
  );
}

/** «اجباری» (amber: no verified answer fails the learner) or «اختیاری». */
function MandatoryField(_: { source?: string }) {
  const row = useRecordContext<ProjectRow>();
  if (!row) return null;
  return (
    <FlagChip
      on={row.is_mandatory}
      yes="app.lma_projects.mandatory"
      no="app.lma_projects.optional"
      color="warning"
      filled
    />
  );
}

/** The window for answers on two lines, «از …» / «تا …», or «بدون محدودیت زمانی». */
export function DoingPeriodField(_: { source?: string }) {
  const row = useRecordContext<ProjectRow>();
  const translate = useTranslate();
  if (!row) return null;
  const begin = row.beginning_doing_period;
  const end = row.ending_doing_period;
  if (!begin && !end) return <MutedText text="app.lma_projects.no_deadline" />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      {begin && (
        <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {translate('app.lma_projects.from', { time: formatJalaliDateTime(begin) })}
        </Typography>
      )}
      {end && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('app.lma_projects.until', { time: formatJalaliDateTime(end) })}
        </Typography>
      )}
    </Box>
  );
}

/** «باز» while learners may hand in, else «بسته». */
function AnsweringField(_: { source?: string }) {
  const row = useRecordContext<ProjectRow>();
  if (!row) return null;
  return (
    <FlagChip
      on={row.is_enabled_answering}
      yes="app.lma_projects.open"
      no="app.lma_projects.closed"
    />
  );
}

/** DELETE lma/projects/{id}; the API refuses (409) once a hand-in exists. */
function DeleteProjectButton() {
  const row = useRecordContext<ProjectRow>();
  if (!row) return null;
  return (
    <DeleteRowButton
      path={`${PROJECTS_PATH}/${row.id}`}
      title="app.lma_projects.delete.title"
      content="app.lma_projects.delete.content"
      translateOptions={{ title: faDigits(row.title) }}
      done="app.lma_projects.delete.done"
    />
  );
}

/** Which project's hand-ins are open below the list. */
interface Selection {
  selected: number | null;
  onSelect: (id: number) => void;
}

function ProjectActions({ selected, onSelect }: Selection & { source?: string }) {
  const row = useRecordContext<ProjectRow>();
  if (!row) return null;
  return (
    <RowButtons>
      <TextButton
        label="app.lma_projects.handins.action"
        icon={<FactCheckOutlinedIcon />}
        variant={selected === row.id ? 'contained' : 'outlined'}
        onClick={(e) => {
          e.stopPropagation();
          onSelect(row.id);
        }}
      />
      <ProjectFormButton classroomId={row.classroom} project={row} />
      <DeleteProjectButton />
    </RowButtons>
  );
}

/** Under a row: the description, the contents and the correct answer in full. */
function ProjectPanel() {
  const row = useRecordContext<ProjectRow>();
  if (!row) return null;
  return (
    <RowPanel columns="repeat(3, minmax(0, 1fr))">
      {(['description', 'contents', 'correct_answer'] as const).map((source) => (
        <Labeled key={source} label={`resources.${PROJECTS_LABELS}.fields.${source}`}>
          <LongText text={row[source]} />
        </Labeled>
      ))}
    </RowPanel>
  );
}

function ProjectsTable({ selected, onSelect }: Selection) {
  return (
    <DataTable<ProjectRow>
      bulkActionButtons={false}
      rowClick={false}
      expand={<ProjectPanel />}
      empty={<EmptyRows text="app.lma_projects.empty" />}
      rowSx={(row) => (row.id === selected ? { bgcolor: 'action.selected' } : {})}
      sx={nowrapColumns('type', 'is_mandatory', 'is_enabled_answering')}
    >
      <DataTable.Col source="title">
        <TitleField />
      </DataTable.Col>
      <DataTable.Col source="type">
        <TypeField />
      </DataTable.Col>
      <DataTable.Col source="is_mandatory">
        <MandatoryField />
      </DataTable.Col>
      <DataTable.Col source="doing_period" disableSort>
        <DoingPeriodField />
      </DataTable.Col>
      <DataTable.Col source="is_enabled_answering">
        <AnsweringField />
      </DataTable.Col>
      <DataTable.Col source="actions" disableSort>
        <ProjectActions selected={selected} onSelect={onSelect} />
      </DataTable.Col>
    </DataTable>
  );
}

function ProjectCards({ selected, onSelect }: Selection) {
  return (
    <RowCards<ProjectRow>
      empty="app.lma_projects.empty"
      render={() => ({
        title: <TitleField />,
        badge: (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <TypeField />
            <MandatoryField />
          </Box>
        ),
        lines: [
          <CardLine key="p" label={`resources.${PROJECTS_LABELS}.fields.doing_period`}>
            <DoingPeriodField />
          </CardLine>,
          <AnsweringField key="a" />,
        ],
        actions: <ProjectActions selected={selected} onSelect={onSelect} />,
      })}
    />
  );
}

function ProjectsBody({ classroomId }: { classroomId: number | string }) {
  const [selected, setSelected] = useState<number | null>(null);
  const projects = useOnePage<ProjectRow>(PROJECTS_PATH, { classroom: classroomId });
  const list = useTabList(projects);
  const project = projects.data?.find((p) => p.id === selected) ?? null;
  return (
    <>
      <TabSection
        title="app.lma_projects.title"
        action={<ProjectFormButton classroomId={classroomId} />}
        resource={PROJECTS_LABELS}
        list={list}
        table={<ProjectsTable selected={selected} onSelect={setSelected} />}
        cards={<ProjectCards selected={selected} onSelect={setSelected} />}
      />
      {project && <HandInsSection project={project} onClose={() => setSelected(null)} />}
    </>
  );
}

/**
 * «پروژه‌ها»: the classroom's projects (GET lma/projects?classroom=) with create, edit and delete;
 * «پاسخ‌ها» on a project opens its hand-ins below (verify, refuse, note).
 */
export function ProjectsTab(_: { label?: false }) {
  const record = useRecordContext<ClassroomRecord>();
  if (!record) return null;
  return <ProjectsBody classroomId={record.id} />;
}
