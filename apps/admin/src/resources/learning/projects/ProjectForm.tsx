import { BooleanInput, RadioButtonGroupInput, useTranslate } from 'react-admin';
import { FormGrid } from '../../../inputs/FormGrid';
import { JalaliDateTimeInput } from '../../../inputs/JalaliDateTimeInput';
import { FormDialogButton } from '../shared/buttons';
import { FaTextInput, faDigits } from '../shared/text';
import { useLmaCall } from '../shared/useLmaCall';
import {
  PROJECTS_PATH,
  projectToForm,
  projectTypeChoices,
  toProjectPayload,
  validateProject,
  type ProjectRow,
} from './model';

const label = (field: string) => `resources.lma-projects.fields.${field}`;

/** Every field of ProjectDto: title, solo/team, mandatory, the Jalali window, the three texts. */
function ProjectFields() {
  return (
    <>
      <FaTextInput source="title" label={label('title')} isRequired fullWidth />
      <RadioButtonGroupInput
        source="type"
        label={label('type')}
        choices={projectTypeChoices}
        helperText="app.lma_projects.form.type_help"
        isRequired
      />
      <BooleanInput
        source="is_mandatory"
        label={label('is_mandatory')}
        helperText="app.lma_projects.form.mandatory_help"
      />
      <FormGrid>
        <JalaliDateTimeInput
          source="beginning_doing_period"
          label={label('beginning_doing_period')}
          helperText="app.lma_projects.form.begin_help"
        />
        <JalaliDateTimeInput
          source="ending_doing_period"
          label={label('ending_doing_period')}
          helperText="app.lma_projects.form.end_help"
        />
      </FormGrid>
      <FaTextInput
        source="description"
        label={label('description')}
        helperText="app.lma_projects.form.description_help"
        multiline
        minRows={3}
        fullWidth
      />
      <FaTextInput
        source="contents"
        label={label('contents')}
        helperText="app.lma_projects.form.contents_help"
        multiline
        minRows={2}
        fullWidth
      />
      <FaTextInput
        source="correct_answer"
        label={label('correct_answer')}
        helperText="app.lma_projects.form.correct_answer_help"
        multiline
        minRows={2}
        fullWidth
      />
    </>
  );
}

/**
 * «افزودن پروژه» (POST lma/projects) or, given a project, «ویرایش» (PUT lma/projects/{id}): the
 * form in a dialog; the API's field texts show under the inputs.
 */
export function ProjectFormButton({
  classroomId,
  project,
}: {
  classroomId: number | string;
  project?: ProjectRow;
}) {
  const translate = useTranslate();
  const { submit } = useLmaCall();
  return (
    <FormDialogButton
      create={project ? undefined : 'app.lma_projects.create.action'}
      title={
        project
          ? translate('app.lma_projects.edit.title', { title: faDigits(project.title) })
          : 'app.lma_projects.create.title'
      }
      maxWidth="md"
      defaultValues={projectToForm(project)}
      validate={validateProject}
      onSubmit={(values) => {
        const body = toProjectPayload(values, classroomId);
        return project
          ? submit(`${PROJECTS_PATH}/${project.id}`, 'PUT', body, 'app.lma_projects.edit.done')
          : submit(PROJECTS_PATH, 'POST', body, 'app.lma_projects.create.done');
      }}
    >
      <ProjectFields />
    </FormDialogButton>
  );
}
