import type { Paginated, TicketCategoryInfo } from '@daneshsara/domain';
import { useQuery } from '@tanstack/react-query';
import { Create, required, SelectInput, SimpleForm, TextInput, useDataProvider } from 'react-admin';
import { DropFileInput } from '../../inputs/DropFileInput';
import { FormGrid } from '../../inputs/FormGrid';
import { UserPickerInput } from '../../inputs/UserPickerInput';
import type { AdminDataProvider } from '../../providers/dataProvider';

const ATTACHMENT_ACCEPT = {
  'application/pdf': ['.pdf'],
  'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp'],
};

/** The departments' categories (GET mma/categories: a page holding every category). */
export function useTicketCategories() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['mma-ticket-categories'],
    queryFn: () =>
      dataProvider
        .action<Paginated<TicketCategoryInfo>>('mma/categories', 'GET')
        .then((page) => page.results),
    staleTime: 60 * 60_000,
  });
}

/**
 * «تیکت جدید برای کاربر»: POST mma/tickets with `owner`, for a learner picked by name, mobile or
 * national code; a department head may choose only their own department (the server says so).
 * The new ticket's page opens after saving, ready for the conversation.
 */
export function TicketCreate() {
  const categories = useTicketCategories();
  return (
    <Create redirect="show" title="app.tickets.create.title">
      <SimpleForm sx={{ maxWidth: 760 }}>
        <FormGrid>
          <UserPickerInput
            label="resources.tickets.fields.owner"
            helperText="app.tickets.create.owner_help"
          />
          <SelectInput
            source="category"
            choices={categories.data ?? []}
            optionText="title"
            isLoading={categories.isPending}
            validate={required()}
          />
        </FormGrid>
        <TextInput source="title" validate={required()} />
        <TextInput source="body" multiline minRows={4} validate={required()} />
        <DropFileInput
          source="attachment"
          accept={ATTACHMENT_ACCEPT}
          drop="app.tickets.create.attachment_drop"
          helperText="app.tickets.create.attachment_help"
        />
      </SimpleForm>
    </Create>
  );
}
