import {
  AutocompleteInput,
  BooleanInput,
  DataTable,
  ReferenceInput,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { TicketSourceType } from '@daneshsara/domain';
import Box from '@mui/material/Box';
import { FormGrid } from '../../inputs/FormGrid';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { ShowSection } from '../../inputs/ShowSection';
import { YesNoField } from '../../inputs/StatusFields';
import { ThumbnailField, ThumbnailInput } from '../../inputs/ThumbnailInput';
import { CategorySelectInput } from '../store/shared/CategorySelectInput';
import { TicketsTab } from '../tickets/TicketsTab';
import { CONTENT_FIELDS, POST_FIELDS, TOPIC_FIELDS } from './payload';
import {
  categoryFilter,
  Celebrities,
  ContentList,
  contentFilters,
  contentScreens,
  Hashtags,
  Html,
  ManyInput,
  yesNoFilter,
} from './shared/ContentParts';

/** Posts, contents and their topics: the written side of the content group. */

const Thumb = () => (
  <DataTable.Col source="thumbnail" disableSort>
    <ThumbnailField source="thumbnail" />
  </DataTable.Col>
);

const Hidden = () => (
  <DataTable.Col source="is_hidden" disableSort>
    <YesNoField source="is_hidden" />
  </DataTable.Col>
);

// ---------- posts ----------

const postFilters = contentFilters(
  { dateRange: 'creation_time' },
  categoryFilter('post-category'),
  yesNoFilter('is_hidden'),
);

export function PostList() {
  return (
    <ContentList filters={postFilters}>
      {Thumb()}
      <DataTable.Col source="title" />
      <DataTable.Col source="category_info.title" disableSort />
      {Hidden()}
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
    <Celebrities />
    <ThumbnailInput source="thumbnail" />
  </SimpleForm>
);
export const { Create: PostCreate, Edit: PostEdit } = contentScreens(postForm, POST_FIELDS, {
  is_hidden: false,
});

// ---------- contents ----------

const contentItemFilters = contentFilters(
  { dateRange: 'creation_time' },
  categoryFilter('content-category'),
  yesNoFilter('is_free'),
  yesNoFilter('is_hidden'),
);

export function ContentItemList() {
  return (
    <ContentList filters={contentItemFilters}>
      {Thumb()}
      <DataTable.Col source="title" />
      <DataTable.Col source="category_info.title" disableSort />
      <DataTable.Col source="is_free" disableSort>
        <YesNoField source="is_free" />
      </DataTable.Col>
      {Hidden()}
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
    <ManyInput source="medias" reference="media" />
    <Hashtags />
    <Celebrities />
    <ThumbnailInput source="thumbnail" />
  </SimpleForm>
);
/** «تیکت‌ها» under a content's form: the tickets learners opened from its page. */
const contentTickets = (
  <Box sx={{ p: { xs: 1, sm: 2 } }}>
    <ShowSection title="app.tickets.tab">
      <TicketsTab source={TicketSourceType.CONTENT} />
    </ShowSection>
  </Box>
);
export const { Create: ContentCreate, Edit: ContentEdit } = contentScreens(
  contentForm,
  CONTENT_FIELDS,
  { is_free: true, is_hidden: false },
  contentTickets,
);

// ---------- topics ----------

const topicFilters = contentFilters(
  { dateRange: 'creation_time' },
  <ReferenceInput key="content" source="content" reference="content" perPage={100} alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  categoryFilter('content-topic-category'),
);

export function TopicList() {
  return (
    <ContentList filters={topicFilters}>
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
export const { Create: TopicCreate, Edit: TopicEdit } = contentScreens(topicForm, TOPIC_FIELDS);
