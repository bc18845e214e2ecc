import {
  AutocompleteArrayInput,
  Create,
  DataTable,
  Edit,
  NullableBooleanInput,
  ReferenceArrayInput,
  SimpleList,
  type RaRecord,
} from 'react-admin';
import type { ReactElement, ReactNode } from 'react';
import { ConsoleList } from '../../../components/ConsoleList';
import { listFilters, type ListFiltersSpec } from '../../../inputs/listFilters';
import { CategoryList } from '../../store/categories/CategoryScreens';
import { CategorySelectInput } from '../../store/shared/CategorySelectInput';
import { contentPayload } from '../payload';
import { RichHtmlInput } from './RichHtmlInput';

/**
 * One list shape for every content resource: the filter bar (`listFilters`: search first, then
 * what its API list filters by), «خروجی اکسل» of what it shows, the columns, and a phone list by
 * title.
 */
export function ContentList({
  children,
  filters = listFilters({}),
  primary = 'title',
  rowClick = 'edit',
}: {
  children: ReactNode;
  filters?: ReactElement[];
  primary?: string;
  rowClick?: 'edit' | 'show';
}) {
  return (
    <ConsoleList
      filters={filters}
      filterButton={false}
      create
      exportXlsx
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
/** The people a post, content or media names (`celebrities`, SPEC section 3). */
export const Celebrities = () => (
  <ManyInput source="celebrities" reference="celebrity" optionText="name" />
);

/** Rich text (cleaned by the server's allow-list), in the editor with its Persian toolbar. */
export const Html = ({ source }: { source: string }) => <RichHtmlInput source={source} />;

/** «بله / خیر / همه» over a yes-or-no column of the list (is_hidden, is_free), in the bar. */
export const yesNoFilter = (source: string) => (
  <NullableBooleanInput key={source} source={source} alwaysOn sx={{ minWidth: 140 }} />
);

/** A filter by the row's category, picked from its tree by path. */
export const categoryFilter = (tree: string, source = 'category') => (
  <CategorySelectInput key={source} tree={tree} source={source} alwaysOn sx={{ minWidth: 200 }} />
);

/** The kit's filter bar, then this list's own inputs (a category, yes-or-no columns…). */
export const contentFilters = (spec: ListFiltersSpec, ...more: ReactElement[]): ReactElement[] => {
  const [search, ...rest] = listFilters(spec);
  return [search, ...more, ...rest];
};

/** A cma category tree: the store's tree list, with the filter by parent and the export. */
export const CategoryTreeList = () => <CategoryList cma />;
