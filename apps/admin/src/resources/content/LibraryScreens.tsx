import {
  BooleanInput,
  DataTable,
  required,
  SelectField,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { FormGrid } from '../../inputs/FormGrid';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { JalaliDateInput } from '../../inputs/JalaliDateInput';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { ThumbnailField, ThumbnailInput } from '../../inputs/ThumbnailInput';
import { HADITH_STATUS_CHOICES, MEDIA_TYPE_CHOICES } from './messages';
import { CELEBRITY_FIELDS, HADITH_FIELDS, HASHTAG_FIELDS, MEDIA_FIELDS } from './payload';
import { CategorySelectInput } from '../store/shared/CategorySelectInput';
import {
  categoryFilter,
  Celebrities,
  ContentList,
  contentFilters,
  contentScreens,
  Hashtags,
  Html,
} from './shared/ContentParts';
import { MediaFileInput } from './shared/MediaFileInput';
import { MediaPreview } from './shared/MediaPreview';

/** Media, celebrities, hadith and hashtags: what the written content draws on. */

// ---------- media ----------

const mediaFilters = contentFilters(
  {
    choices: [{ source: 'type', choices: MEDIA_TYPE_CHOICES }],
    dateRange: 'creation_time',
  },
  categoryFilter('media-category'),
);

export function MediaList() {
  return (
    <ContentList filters={mediaFilters}>
      <DataTable.Col source="title" />
      <DataTable.Col source="type">
        <SelectField source="type" choices={MEDIA_TYPE_CHOICES} />
      </DataTable.Col>
      <DataTable.Col source="category_info.title" disableSort />
    </ContentList>
  );
}

const mediaForm = () => (
  <SimpleForm sx={{ maxWidth: 900 }}>
    <MediaPreview />
    <TextInput source="title" validate={required()} />
    <FormGrid>
      <SelectInput source="type" choices={MEDIA_TYPE_CHOICES} validate={required()} />
      <BooleanInput source="is_live_streaming" />
      <CategorySelectInput tree="media-category" source="category" emptyText="app.empty" />
    </FormGrid>
    <MediaFileInput />
    <TextInput source="url" helperText="app.content.url_help" />
    <TextInput source="iframe_code" multiline minRows={3} helperText="app.content.iframe_help" />
    <Html source="description" />
    <Celebrities />
    <Hashtags />
  </SimpleForm>
);
export const { Create: MediaCreate, Edit: MediaEdit } = contentScreens(mediaForm, MEDIA_FIELDS, {
  type: 'VIDEO',
  is_live_streaming: false,
});

// ---------- celebrities ----------

export function CelebrityList() {
  return (
    <ContentList primary="name">
      <DataTable.Col source="thumbnail" disableSort>
        <ThumbnailField source="thumbnail" />
      </DataTable.Col>
      <DataTable.Col source="name" />
    </ContentList>
  );
}

const celebrityForm = () => (
  <SimpleForm sx={{ maxWidth: 600 }}>
    <TextInput source="name" validate={required()} />
    <ThumbnailInput source="thumbnail" />
  </SimpleForm>
);
export const { Create: CelebrityCreate, Edit: CelebrityEdit } = contentScreens(
  celebrityForm,
  CELEBRITY_FIELDS,
);

// ---------- hadith ----------

const hadithFilters = contentFilters({
  choices: [{ source: 'status', choices: HADITH_STATUS_CHOICES }],
  dateRange: 'publish_date',
});

export function HadithList() {
  return (
    <ContentList primary="persian_text" filters={hadithFilters}>
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
export const { Create: HadithCreate, Edit: HadithEdit } = contentScreens(hadithForm, HADITH_FIELDS);

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
export const { Create: HashtagCreate, Edit: HashtagEdit } = contentScreens(
  hashtagForm,
  HASHTAG_FIELDS,
  { order: 0 },
);
