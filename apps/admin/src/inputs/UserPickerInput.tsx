import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { userOptionText, userSearchFilter } from '../resources/invoices/manualInvoice';

/**
 * A learner picked by name or mobile through the picker (uma/users/picker: id, name and mobile
 * only, DOMAIN.md section 2), shown with their mobile: the owner of a manual invoice or of a
 * ticket staff open for them.
 */
export function UserPickerInput({
  source = 'owner',
  label,
  helperText,
}: {
  source?: string;
  label: string;
  helperText: string;
}) {
  return (
    <ReferenceInput source={source} reference="user-picker" perPage={20}>
      <AutocompleteInput
        label={label}
        optionText={userOptionText}
        filterToQuery={userSearchFilter}
        helperText={helperText}
        noOptionsText="app.invoices.create.no_users"
        isRequired
      />
    </ReferenceInput>
  );
}
