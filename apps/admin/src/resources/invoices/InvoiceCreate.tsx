import { Create, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FormGrid } from '../../inputs/FormGrid';
import { RialInput } from '../../inputs/RialInput';
import { UserPickerInput } from '../../inputs/UserPickerInput';
import {
  manualInvoiceTypeChoices,
  toManualInvoicePayload,
  validateManualInvoice,
  type ManualInvoiceValues,
} from './manualInvoice';

/**
 * «صورت‌حساب جدید»: POST accounting/invoices for a learner picked by name, mobile or national
 * code (the users list's search); the new invoice's page opens after saving.
 */
export function InvoiceCreate() {
  return (
    <Create
      redirect="show"
      transform={(data) => toManualInvoicePayload(data as ManualInvoiceValues)}
      title="app.invoices.create.title"
    >
      <SimpleForm
        validate={(values) => validateManualInvoice(values as ManualInvoiceValues)}
        sx={{ maxWidth: 760 }}
      >
        <UserPickerInput
          label="resources.invoices.fields.owner"
          helperText="app.invoices.create.owner_help"
        />
        <TextInput source="title" helperText="app.invoices.create.title_help" isRequired />
        <FormGrid>
          <RialInput
            source="amount"
            validate={required()}
            helperText="app.invoices.create.amount_help"
          />
          <SelectInput source="type" choices={manualInvoiceTypeChoices} isRequired />
        </FormGrid>
        <TextInput
          source="description"
          multiline
          minRows={3}
          helperText="app.invoices.create.description_help"
        />
      </SimpleForm>
    </Create>
  );
}
