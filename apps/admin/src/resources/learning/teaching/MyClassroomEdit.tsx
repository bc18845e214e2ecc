import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  Edit,
  HttpError,
  ListButton,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { FormGrid } from '../../../inputs/FormGrid';
import { PersianTextField } from '../../../inputs/PersianNumberField';
import { ShowGrid } from '../../../inputs/ShowSection';
import { LabelField } from '../../../inputs/StatusFields';
import { RichHtmlInput } from '../../content/shared/RichHtmlInput';
import { ClassroomStatusField, type ClassroomRecord } from '../shared/fields';
import { faDigitsHtml } from '../shared/digits';
import { faDigits, FaTextInput, Part } from '../shared/text';
import {
  MY_CLASSROOMS_RESOURCE,
  RICH_TEACHING_FIELDS,
  teachingErrorToast,
  toTeachingPayload,
  validateTeaching,
} from './model';

/** «متن‌های کلاس «…»» */
function EditTitle() {
  const record = useRecordContext<ClassroomRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate('app.teaching.edit_title', { title: faDigits(record.title) })}</>;
}

/** The classroom as the educational head set it, read only: which class these texts are for. */
function ClassroomContext() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', p: 2, mb: 1, borderRadius: 2, bgcolor: 'action.hover' }}>
      <ShowGrid>
        <PersianTextField source="title" />
        <PersianTextField source="unit_info.title" emptyText="app.empty" />
        <ClassroomStatusField source="status" />
        <LabelField
          source="holding_type"
          labels="app.learning.holding_type"
          emptyText="app.empty"
        />
      </ShowGrid>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {translate('app.teaching.others')}
      </Typography>
    </Box>
  );
}

/** A field's Persian label (this screen's, else the classroom form's) for a 403 naming it. */
function useFieldLabel() {
  const translate = useTranslate();
  return (field: string) =>
    translate(`resources.${MY_CLASSROOMS_RESOURCE}.fields.${field}`, {
      _: translate(`resources.classrooms.fields.${field}`, { _: field }),
    });
}

/** A 400 with texts under the inputs: the form shows them (and its own toast). */
const hasFieldErrors = (error: unknown) =>
  error instanceof HttpError &&
  Object.keys((error.body as { errors?: object } | undefined)?.errors ?? {}).length > 0;

/**
 * PATCH lma/classrooms/{id} with only the seven teaching texts (a professor's own classroom; the
 * educational head may use it too); pessimistic, so the API's 400 texts land under their inputs
 * and a 403 names the fields that are not the sender's. Back to the list once saved.
 */
export function MyClassroomEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  const label = useFieldLabel();
  return (
    <Edit
      title={<EditTitle />}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      mutationMode="pessimistic"
      transform={(data) => toTeachingPayload(data as Record<string, unknown>)}
      mutationOptions={{
        meta: { method: 'PATCH' },
        onSuccess: () => {
          notify('app.teaching.saved', { type: 'success' });
          redirect('list', MY_CLASSROOMS_RESOURCE);
        },
        onError: (error: unknown) => {
          if (hasFieldErrors(error)) return;
          const toast = teachingErrorToast(error, label);
          notify(toast.message, { type: 'error', messageArgs: toast.args });
        },
      }}
    >
      <SimpleForm
        validate={validateTeaching}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
        sx={{ maxWidth: 900 }}
      >
        <ClassroomContext />
        <Part title="app.teaching.sections.holding">
          <FormGrid>
            <FaTextInput
              source="sessions_frequency"
              helperText="app.learning.form.sessions_frequency_help"
            />
            <TextInput
              source="live_streaming_url"
              helperText="app.learning.form.live_help"
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, inputMode: 'url' } }}
            />
          </FormGrid>
          <FaTextInput
            source="classroom_address"
            multiline
            minRows={2}
            helperText="app.learning.form.address_help"
          />
        </Part>
        <Part title="app.teaching.sections.texts">
          {RICH_TEACHING_FIELDS.map((field) => (
            <RichHtmlInput key={field} source={field} format={faDigitsHtml} />
          ))}
        </Part>
      </SimpleForm>
    </Edit>
  );
}
