import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactElement } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SimpleForm,
  useGetOne,
  useInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { FormGrid } from '../../../inputs/FormGrid';
import { JalaliDateTimeInput } from '../../../inputs/JalaliDateTimeInput';
import { toId } from '../payload';
import type { ClassroomRecord } from '../shared/fields';
import { FaTextInput, faDigits, Part, titleText } from '../shared/text';
import { useTemplates } from '../session-templates/queries';
import { DEFAULT_CLASSROOM_RESOURCE } from './api';
import { templateToSessionValues, validateSession } from './model';

const searchQuery = (q: string) => (q.trim() ? { q: q.trim() } : {});

/** The classroom picked in the form, read once (its unit names the templates on offer). */
function useFormClassroom() {
  const classroomId = toId(useWatch({ name: 'classroom' }));
  const { data } = useGetOne<ClassroomRecord>(
    DEFAULT_CLASSROOM_RESOURCE,
    { id: classroomId ?? 0 },
    { enabled: classroomId !== null },
  );
  return classroomId !== null ? data : undefined;
}

/**
 * The classroom's unit, sent with the session (SessionDto takes `unit`): a registered field with
 * nothing on screen, kept equal to the picked classroom's unit (also after the form is reset).
 */
function ClassroomUnit() {
  const classroom = useFormClassroom();
  const unitId = toId(classroom?.unit);
  const { field } = useInput({ source: 'unit' });
  const { setValue } = useFormContext();
  const current = toId(field.value);
  useEffect(() => {
    if (unitId !== null && current !== unitId) setValue('unit', unitId);
  }, [unitId, current, setValue]);
  return null;
}

/**
 * «پر کردن از الگوی جلسه»: the templates of the classroom's unit; picking one writes its title and
 * texts into the form (its question becomes the assignment). The classroom's unit is sent too.
 */
function TemplatePicker() {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue } = useFormContext();
  const classroom = useFormClassroom();
  const unitId = toId(classroom?.unit);
  const { data: templates } = useTemplates(unitId, unitId !== null);
  const [picked, setPicked] = useState('');

  if (unitId === null || !templates) return null;
  const unitTitle = faDigits(classroom?.unit_info?.title ?? '');
  if (!templates.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.sessions.form.no_templates', { unit: unitTitle })}
      </Typography>
    );
  }
  return (
    <TextField
      select
      fullWidth
      value={picked}
      label={translate('app.sessions.form.template')}
      helperText={translate('app.sessions.form.template_help', { unit: unitTitle })}
      onChange={(event) => {
        const template = templates.find((t) => String(t.id) === event.target.value);
        setPicked(event.target.value);
        if (!template) return;
        for (const [key, value] of Object.entries(templateToSessionValues(template))) {
          setValue(key, value ?? '', { shouldDirty: true, shouldValidate: key === 'title' });
        }
        notify('app.sessions.form.template_applied', { type: 'info' });
      }}
      slotProps={{
        input: { startAdornment: <AutoAwesomeOutlinedIcon fontSize="small" sx={{ me: 1 }} /> },
      }}
      sx={{ mb: 2 }}
    >
      {templates.map((t) => (
        <MenuItem key={t.id} value={String(t.id)}>
          {faDigits(t.title)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The texts of a session, and of a template (which a new session copies): reading, description, contents. */
export function SessionTexts({ contentsHelp }: { contentsHelp?: string }) {
  return (
    <Part title="app.sessions.form.sections.texts">
      <FaTextInput
        source="syllabus"
        multiline
        minRows={3}
        helperText="app.sessions.form.syllabus_help"
      />
      <FaTextInput source="description" multiline minRows={3} />
      <FaTextInput source="contents" multiline minRows={3} helperText={contentsHelp} />
    </Part>
  );
}

/**
 * The session form (SessionDto): classroom, title, the two Jalali date-times, «حضور اجباری», the
 * reading (syllabus), description and contents, then the assignment and its model answer.
 */
export function SessionForm({ toolbar }: { toolbar?: ReactElement }) {
  return (
    <SimpleForm validate={validateSession} toolbar={toolbar} sx={{ maxWidth: 980 }}>
      <Part title="app.sessions.form.sections.general">
        <ReferenceInput source="classroom" reference={DEFAULT_CLASSROOM_RESOURCE} perPage={25}>
          <AutocompleteInput
            optionText={titleText}
            filterToQuery={searchQuery}
            helperText="app.sessions.form.classroom_help"
            isRequired
          />
        </ReferenceInput>
        <ClassroomUnit />
        <TemplatePicker />
        <FaTextInput source="title" isRequired helperText="app.sessions.form.title_help" />
        <FormGrid from="md">
          <JalaliDateTimeInput source="beginning_time" />
          <JalaliDateTimeInput source="ending_time" />
        </FormGrid>
        <BooleanInput source="is_mandatory" helperText="app.sessions.form.mandatory_help" />
      </Part>
      <SessionTexts contentsHelp="app.sessions.form.contents_help" />
      <Part title="app.sessions.form.sections.assignment">
        <FaTextInput
          source="assignment_description"
          multiline
          minRows={3}
          helperText="app.sessions.form.assignment_help"
        />
        <FaTextInput
          source="assignment_answer"
          multiline
          minRows={3}
          helperText="app.sessions.form.answer_help"
        />
      </Part>
    </SimpleForm>
  );
}
