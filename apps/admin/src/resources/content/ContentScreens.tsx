import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  Create,
  DataTable,
  Edit,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  type RaRecord,
} from 'react-admin';
import type { ReactElement, ReactNode } from 'react';
import { ConsoleList } from '../../components/ConsoleList';
import { FormGrid } from '../../inputs/FormGrid';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { JalaliDateInput } from '../../inputs/JalaliDateInput';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { YesNoField } from '../../inputs/StatusFields';
import { ThumbnailField, ThumbnailInput } from '../../inputs/ThumbnailInput';
import { CategorySelectInput } from '../store/shared/CategorySelectInput';
import { MEDIA_TYPE_CHOICES } from './messages';
import {
  CONTENT_FIELDS,
  contentPayload,
  HADITH_FIELDS,
  HASHTAG_FIELDS,
  MEDIA_FIELDS,
  POST_FIELDS,
  TOPIC_FIELDS,
} from './payload';

const search = [<SearchInput key="q" source="q" alwaysOn />];

/** One list shape for every content resource: search, the columns, and a phone list by title. */
function ContentList({ children, primary = 'title' }: { children: ReactNode; primary?: string }) {
  return (
    <ConsoleList filters={search} filterButton={false} create phone={<SimpleList primaryText={(r: RaRecord) => String(r[primary] ?? '')} linkType="edit" />}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        {children}
      </DataTable>
    </ConsoleList>
  );
}

/** Create and Edit of one form, each sending only what the API takes. */
function screens(form: () => ReactElement, fields: readonly string[], defaults: Record<string, unknown> = {}) {
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
      </Edit>
    ),
  };
}

const Hashtags = () => (
  <ReferenceArrayInput source="hashtags" reference="hashtag" perPage={100}>
    <AutocompleteArrayInput optionText="title" />
  </ReferenceArrayInput>
);

const Html = ({ source }: { source: string }) => <TextInput source={source} multiline minRows={6} helperText="app.content.html_help" />;

// ---------- posts ----------

export function PostList() {
  return (
    <ContentList>
      <DataTable.Col source="thumbnail" disableSort>
        <ThumbnailField source="thumbnail" />
      </DataTable.Col>
      <DataTable.Col source="title" />
      <DataTable.Col source="category_info.title" disableSort />
      <DataTable.Col source="is_hidden" disableSort>
        <YesNoField source="is_hidden" />
      </DataTable.Col>
      <DataTable.Col source="creation_time">
        <JalaliDateField source="creation_time" />
      </DataTable.Col>
    </ContentList>
  );
}

const postForm = () => (
  <SimpleForm sx={{ maxWidth: 900 }}>
    <TextInput source="title" validate={required()} />
    <FormGrid>
      <CategorySelectInput tree="post-category" source="category" emptyText="app.empty" />
      <BooleanInput source="is_hidden" />
    </FormGrid>
    <TextInput source="summary" multiline minRows={2} />
    <Html source="text" />
    <Hashtags />
    <ThumbnailInput source="thumbnail" />
  </SimpleForm>
);
export const { Create: PostCreate, Edit: PostEdit } = screens(postForm, POST_FIELDS, { is_hidden: false });

// ---------- contents ----------

export function ContentItemList() {
  return (
    <ContentList>
      <DataTable.Col source="thumbnail" disableSort>
        <ThumbnailField source="thumbnail" />
      </DataTable.Col>
      <DataTable.Col source="title" />
      <DataTable.Col source="category_info.title" disableSort />
      <DataTable.Col source="is_free" disableSort>
        <YesNoField source="is_free" />
      </DataTable.Col>
      <DataTable.Col source="is_hidden" disableSort>
        <YesNoField source="is_hidden" />
      </DataTable.Col>
    </ContentList>
  );
}

const contentForm = () => (
  <SimpleForm sx={{ maxWidth: 900 }}>
    <TextInput source="title" validate={required()} />
    <FormGrid>
      <CategorySelectInput tree="content-category" source="category" emptyText="app.empty" />
      <BooleanInput source="is_free" helperText="app.content.free_help" />
      <BooleanInput source="is_hidden" />
    </FormGrid>
    <TextInput source="summary" multiline minRows={2} />
    <Html source="description" />
    <Html source="specification" />
    <ReferenceArrayInput source="medias" reference="media" perPage={100}>
      <AutocompleteArrayInput optionText="title" />
    </ReferenceArrayInput>
    <Hashtags />
    <ThumbnailInput source="thumbnail" />
  </SimpleForm>
);
export const { Create: ContentCreate, Edit: ContentEdit } = screens(contentForm, CONTENT_FIELDS, { is_free: true, is_hidden: false });

// ---------- topics ----------

export function TopicList() {
  return (
    <ContentList>
      <DataTable.Col source="title" />
      <DataTable.Col source="content_info.title" disableSort />
      <DataTable.Col source="category_info.title" disableSort />
    </ContentList>
  );
}

const topicForm = () => (
  <SimpleForm sx={{ maxWidth: 900 }}>
    <TextInput source="title" validate={required()} />
    <FormGrid>
      <ReferenceInput source="content" reference="content" perPage={100}>
        <AutocompleteInput optionText="title" />
      </ReferenceInput>
      <CategorySelectInput tree="content-topic-category" source="category" emptyText="app.empty" />
    </FormGrid>
    <Html source="text" />
    <Hashtags />
  </SimpleForm>
);
export const { Create: TopicCreate, Edit: TopicEdit } = screens(topicForm, TOPIC_FIELDS);

// ---------- hadith ----------

export function HadithList() {
  return (
    <ContentList primary="persian_text">
      <DataTable.Col source="publish_date">
        <JalaliDateField source="publish_date" />
      </DataTable.Col>
      <DataTable.Col source="persian_text" disableSort sx={{ maxWidth: 480 }}>
        <PersianTextField source="persian_text" />
      </DataTable.Col>
      <DataTable.Col source="narrator" disableSort />
    </ContentList>
  );
}

const hadithForm = () => (
  <SimpleForm sx={{ maxWidth: 900 }}>
    <TextInput source="persian_text" multiline minRows={3} validate={required()} />
    <TextInput source="arabian_text" multiline minRows={2} />
    <FormGrid>
      <TextInput source="narrator" />
      <TextInput source="source" />
      <JalaliDateInput source="publish_date" validate={required()} />
    </FormGrid>
  </SimpleForm>
);
export const { Create: HadithCreate, Edit: HadithEdit } = screens(hadithForm, HADITH_FIELDS);

// ---------- hashtags ----------

export function HashtagList() {
  return (
    <ContentList>
      <DataTable.Col source="title" />
      <DataTable.Col source="order">
        <PersianNumberField source="order" />
      </DataTable.Col>
    </ContentList>
  );
}

const hashtagForm = () => (
  <SimpleForm sx={{ maxWidth: 600 }}>
    <TextInput source="title" validate={required()} />
    <TextInput source="order" type="number" />
  </SimpleForm>
);
export const { Create: HashtagCreate, Edit: HashtagEdit } = screens(hashtagForm, HASHTAG_FIELDS, { order: 0 });

// ---------- media ----------

export function MediaList() {
  return (
    <ContentList>
      <DataTable.Col source="title" />
      <DataTable.Col source="type">
        <SelectField source="type" choices={MEDIA_TYPE_CHOICES} />
      </DataTable.Col>
    </ContentList>
  );
}

const mediaForm = () => (
  <SimpleForm sx={{ maxWidth: 900 }}>
    <TextInput source="title" validate={required()} />
    <FormGrid>
      <SelectInput source="type" choices={MEDIA_TYPE_CHOICES} validate={required()} />
      <BooleanInput source="is_live_streaming" />
    </FormGrid>
    <TextInput source="url" helperText="app.content.url_help" />
    <TextInput source="iframe_code" multiline minRows={3} helperText="app.content.iframe_help" />
    <Html source="description" />
  </SimpleForm>
);
export const { Create: MediaCreate, Edit: MediaEdit } = screens(mediaForm, MEDIA_FIELDS, { type: 'VIDEO', is_live_streaming: false });
