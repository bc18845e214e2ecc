import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
} from 'react-admin';
import { IntegerInput } from '../../../inputs/IntegerInput';
import { JalaliDateTimeInput } from '../../../inputs/JalaliDateTimeInput';
import { RialInput } from '../../../inputs/RialInput';
import { ThumbnailInput } from '../../../inputs/ThumbnailInput';
import { KIND_TYPE, PROFESSORS_RESOURCE, UNITS_RESOURCE, type LearningKind } from '../api';
import {
  audienceGenderChoices,
  eventCategoryChoices,
  holdingTypeChoices,
  monthChoices,
} from '../choices';
import { validateClassroom } from '../payload';
import { DecimalInput } from '../shared/DecimalInput';
import { PdfInput } from '../shared/PdfInput';
import { FaTextInput, fullNameText, Part, titleText } from '../shared/text';

const searchQuery = (q: string) => (q.trim() ? { q: q.trim() } : {});

/** Inputs side by side on a wide screen, one under another on a phone. */
function Row({ columns = 2, children }: { columns?: 2 | 3; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
        columnGap: 2,
        width: '100%',
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** A switch with its explanation under it. */
function Switch({ source, helperText }: { source: string; helperText?: string }) {
  return <BooleanInput source={source} helperText={helperText ?? false} />;
}

/** One period: its beginning and ending side by side, then its switches. */
function Period({
  title,
  period,
  children,
}: {
  title: string;
  period: 'enrollment' | 'registration' | 'drop_add';
  children?: ReactNode;
}) {
  return (
    <Part title={title}>
      <Row>
        <JalaliDateTimeInput source={`beginning_${period}_period`} />
        <JalaliDateTimeInput source={`ending_${period}_period`} />
      </Row>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>{children}</Box>
    </Part>
  );
}

/**
 * The classroom / event form (ENDPOINTS.md 3.1) in five tabs; a tab with an error is marked. Dates
 * are Jalali date-times, money in Rials; the API's own 400 texts land under their inputs.
 */
export function ClassroomForm({ kind }: { kind: LearningKind }) {
  const isEvent = kind === 'events';
  return (
    <TabbedForm
      validate={(values) => validateClassroom(values, kind)}
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}
      sx={{ '& .RaTabbedForm-content, & .MuiCardContent-root': { maxWidth: 980 } }}
    >
      <TabbedForm.Tab label="app.learning.sections.general">
        <ReferenceInput
          source="unit"
          reference={UNITS_RESOURCE}
          filter={{ category__type: KIND_TYPE[kind] }}
          perPage={25}
        >
          <AutocompleteInput
            optionText={titleText}
            filterToQuery={searchQuery}
            helperText="app.learning.form.unit_help"
            isRequired
          />
        </ReferenceInput>
        <Row>
          <FaTextInput
            source="title"
            isRequired={isEvent}
            helperText={
              isEvent ? 'app.learning.form.event_title_help' : 'app.learning.form.title_help'
            }
          />
          {isEvent ? (
            <SelectInput source="category" choices={eventCategoryChoices} emptyText="app.empty" />
          ) : (
            <ReferenceInput source="professor" reference={PROFESSORS_RESOURCE} perPage={25}>
              <AutocompleteInput
                optionText={fullNameText}
                filterToQuery={searchQuery}
                helperText="app.learning.form.professor_help"
              />
            </ReferenceInput>
          )}
        </Row>
        {isEvent && (
          <ReferenceInput source="professor" reference={PROFESSORS_RESOURCE} perPage={25}>
            <AutocompleteInput
              optionText={fullNameText}
              filterToQuery={searchQuery}
              helperText="app.learning.form.professor_help"
            />
          </ReferenceInput>
        )}
        <Row>
          <SelectInput source="holding_type" choices={holdingTypeChoices} isRequired />
          <SelectInput source="audience_gender_type" choices={audienceGenderChoices} isRequired />
        </Row>
        <Row columns={3}>
          <IntegerInput
            source="holding_year"
            helperText="app.learning.form.holding_year_help"
            fullWidth
          />
          <SelectInput source="holding_month" choices={monthChoices} emptyText="app.empty" />
          <FaTextInput
            source="sessions_frequency"
            helperText="app.learning.form.sessions_frequency_help"
          />
        </Row>
        <Part title="app.learning.sections.place">
          <TextInput
            source="live_streaming_url"
            helperText="app.learning.form.live_help"
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, inputMode: 'url' } }}
          />
          <FaTextInput
            source="classroom_address"
            multiline
            minRows={2}
            helperText="app.learning.form.address_help"
          />
          {isEvent && <FaTextInput source="event_address" multiline minRows={2} />}
        </Part>
        <Part title="app.learning.sections.files">
          <Row>
            <ThumbnailInput source="thumbnail" helperText="app.learning.form.thumbnail_help" />
            <PdfInput source="codes" helperText="app.learning.form.codes_help" />
          </Row>
        </Part>
      </TabbedForm.Tab>

      <TabbedForm.Tab label="app.learning.sections.schedule">
        <Part title="app.learning.sections.publish">
          <Row>
            <JalaliDateTimeInput
              source="publish_time"
              helperText="app.learning.form.publish_help"
            />
          </Row>
        </Part>
        <Period title="app.learning.sections.enrollment" period="enrollment">
          <Switch source="allow_dropping_on_enrollment_period" />
        </Period>
        <Period title="app.learning.sections.registration" period="registration">
          <Switch source="allow_adding_on_registration_period" />
          <Switch source="allow_dropping_on_registration_period" />
        </Period>
        <Period title="app.learning.sections.drop_add" period="drop_add">
          <Switch source="allow_adding_on_drop_add_period" />
          <Switch source="allow_dropping_on_drop_add_period" />
        </Period>
        <Switch source="is_ongoing" helperText="app.learning.form.is_ongoing_help" />
      </TabbedForm.Tab>

      <TabbedForm.Tab label="app.learning.sections.capacity">
        <Row>
          <RialInput source="price" helperText="app.learning.form.price_help" />
          <IntegerInput source="capacity" helperText="app.learning.form.capacity_help" fullWidth />
        </Row>
        <Part title="app.learning.sections.refunds">
          <Row>
            <IntegerInput
              source="registration_period_refund_percent"
              helperText="app.learning.form.refund_help"
              fullWidth
            />
            <IntegerInput
              source="drop_add_period_refund_percent"
              helperText="app.learning.form.refund_help"
              fullWidth
            />
          </Row>
        </Part>
      </TabbedForm.Tab>

      <TabbedForm.Tab label="app.learning.sections.passing">
        <Part title="app.learning.sections.marks">
          <Row columns={3}>
            <DecimalInput
              source="minimum_clean_passing_mark"
              helperText="app.learning.form.marks_help"
            />
            <DecimalInput
              source="minimum_conditional_passing_mark"
              helperText="app.learning.form.marks_help"
            />
            <DecimalInput source="special_passing_mark" helperText="app.learning.form.marks_help" />
          </Row>
        </Part>
        <Part title="app.learning.sections.absence">
          <Row columns={3}>
            <IntegerInput source="allowed_absence_count" fullWidth />
            <IntegerInput source="effective_absence_coefficient" fullWidth />
            <IntegerInput source="mandatory_assignment_count" fullWidth />
          </Row>
          <Switch source="notify_absence" helperText="app.learning.form.notify_absence_help" />
        </Part>
      </TabbedForm.Tab>

      <TabbedForm.Tab label="app.learning.sections.texts">
        <FaTextInput
          source="rules"
          multiline
          minRows={4}
          helperText="app.learning.form.rules_help"
        />
        <FaTextInput source="description" multiline minRows={4} />
        <FaTextInput source="specification" multiline minRows={3} />
        <FaTextInput
          source="bulletin"
          multiline
          minRows={3}
          helperText="app.learning.form.bulletin_help"
        />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
