import {
  AutocompleteArrayInput,
  Create,
  DataTable,
  Edit,
  ReferenceArrayInput,
  SearchInput,
  SimpleList,
  type RaRecord,
} from 'react-admin';
import type { ReactElement, ReactNode } from 'react';
import { ConsoleList } from '../../../components/ConsoleList';
import { contentPayload } from '../payload';
import { RichHtmlInput } from './RichHtmlInput';

const search = [<SearchInput key="q" source="q" alwaysOn />];

/** One list shape for every content resource: search, the columns, and a phone list by title. */
export function ContentList({
  children,
  primary = 'title',
  rowClick = 'edit',
}: {
  children: ReactNode;
  primary?: string;
  rowClick?: 'edit' | 'show';
}) {
  return (
    <ConsoleList
      filters={search}
      filterButton={false}
      create
      phone={
        <SimpleList primaryText={(r: RaRecord) => String(r[primary] ?? '')} linkType={rowClick} />
      }
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        {children}
      </DataTable>
    </ConsoleList>
  );
}

/** Create and Edit of one form, each sending only what the API takes. */
export function contentScreens(
  form: () => ReactElement,
  fields: readonly string[],
  defaults: Record<string, unknown> = {},
  below?: ReactNode,
) {
  const transform = contentPayload(fields);
  return {
    Create: () => (
      <Create redirect="list" transform={transform} record={defaults}>
        {form()}
      </Create>
    ),
    Edit: () => (
      <Edit mutationMode="pessimistic" redirect="list" transform={transform}>
        {form()}
        {below}
      </Edit>
    ),
  };
}

/** Several rows of another content resource (hashtags, media, celebrities) picked by their title. */
export function ManyInput({
  source,
  reference,
  optionText = 'title',
}: {
  source: string;
  reference: string;
  optionText?: string;
}) {
  return (
    <ReferenceArrayInput source={source} reference={reference} perPage={100}>
      <AutocompleteArrayInput optionText={optionText} />
    </ReferenceArrayInput>
  );
}

export const Hashtags = () => <ManyInput source="hashtags" reference="hashtag" />;

/** Rich text (cleaned by the server's allow-list), in the editor with its Persian toolbar. */
export const Html = ({ source }: { source: string }) => <RichHtmlInput source={source} />;
