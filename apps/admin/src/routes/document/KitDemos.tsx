import MuiButton from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import {
  DataTable,
  FilterForm,
  Form,
  ListContextProvider,
  RecordContextProvider,
  required,
  ResourceContextProvider,
  SimpleList,
  TabbedShowLayout,
  TextInput,
  useList,
  useTranslate,
} from 'react-admin';
import { ConsoleList } from '../../components/ConsoleList';
import { ExportXlsxButton } from '../../components/ExportXlsxButton';
import { RowLink } from '../../components/RowLink';
import { ActionDialog } from '../../inputs/ActionDialog';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import { FormGrid } from '../../inputs/FormGrid';
import { IntegerInput } from '../../inputs/IntegerInput';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { JalaliDateInput } from '../../inputs/JalaliDateInput';
import { JalaliDateTimeInput } from '../../inputs/JalaliDateTimeInput';
import { DigitsInput, listFilters } from '../../inputs/listFilters';
import { IbanField } from '../../inputs/LtrFields';
import { MaskedTextInput } from '../../inputs/MaskedTextInput';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { RialField } from '../../inputs/RialField';
import { RialInput } from '../../inputs/RialInput';
import { RolesField } from '../../inputs/RolesField';
import { ShowGrid, ShowSection, ShowTabs } from '../../inputs/ShowSection';
import { ActiveField, LabelField, YesNoField } from '../../inputs/StatusFields';
import { invoiceStatusChoices } from '../../resources/invoices/choices';
import { PRODUCT_RESOURCE } from '../../resources/store/api';
import { FinalPricePreview } from '../../resources/store/shared/FinalPricePreview';
import { InventoryInput } from '../../resources/store/shared/InventoryInput';
import { SellableForm } from '../../resources/store/shared/SellableForm';
import { SellableList } from '../../resources/store/shared/SellableScreens';
import type { KitState } from './catalogue';
import { SAMPLE, TouchAllOnMount } from './KitFrame';

type Demo = (state: KitState) => ReactNode;

/** A record's fields, the way a show page or a table cell shows them. */
function WithRecord({ state, children }: { state: KitState; children: ReactNode }) {
  return (
    <RecordContextProvider value={state === 'loading' ? undefined : SAMPLE[state]}>
      {children}
    </RecordContextProvider>
  );
}

/** A small form holding the state's record; the error state submits it once to show errors. */
function KitForm({ state, children }: { state: KitState; children: ReactNode }) {
  return (
    <Form record={SAMPLE[state]} noValidate>
      {children}
      {state === 'error' && <TouchAllOnMount />}
    </Form>
  );
}

const rowsFor = (state: KitState) =>
  state === 'empty' || state === 'loading'
    ? []
    : [SAMPLE[state], { ...SAMPLE.normal, id: 1, title: 'اصول فقه', price: 800_000 }];

const demoFilters = listFilters({
  choices: [{ source: 'status', choices: invoiceStatusChoices }],
  dateRange: 'creation_time',
  person: { prefix: 'owner__' },
});

function FiltersDemo({ state }: { state: KitState }) {
  const list = useList({ data: rowsFor(state), isPending: state === 'loading', resource: 'kit' });
  return (
    <ListContextProvider value={list}>
      <FilterForm filters={demoFilters} />
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="title">
          <PersianTextField source="title" />
        </DataTable.Col>
        <DataTable.Col source="price">
          <RialField source="price" />
        </DataTable.Col>
        <DataTable.Col source="creation_time">
          <JalaliDateField source="creation_time" />
        </DataTable.Col>
      </DataTable>
    </ListContextProvider>
  );
}

function ExportDemo({ state }: { state: KitState }) {
  const list = useList({ data: rowsFor(state), resource: 'kit' });
  return (
    <ListContextProvider value={list}>
      <ExportXlsxButton />
    </ListContextProvider>
  );
}

function DialogDemo({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <MuiButton variant="outlined" disabled={disabled} onClick={() => setOpen(true)}>
        {translate('app.kit.dialog_open')}
      </MuiButton>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title="app.kit.dialog_title"
        submitLabel="app.kit.dialog_submit"
        onSubmit={async () => setOpen(false)}
      >
        <TextInput source="reason" validate={required()} multiline fullWidth />
      </ActionDialog>
    </>
  );
}

function ShowDemo({ state }: { state: KitState }) {
  return (
    <WithRecord state={state}>
      <ShowSection title="app.kit.section">
        <ShowGrid>
          <PersianTextField source="title" emptyText="app.empty" />
          <RialField source="price" emptyText="app.empty" />
          <PersianNumberField source="national_code" emptyText="app.empty" />
          <JalaliDateField source="creation_time" showTime emptyText="app.empty" />
        </ShowGrid>
      </ShowSection>
    </WithRecord>
  );
}

const fields = (state: KitState, node: ReactNode) => <WithRecord state={state}>{node}</WithRecord>;
const input = (state: KitState, node: ReactNode) => <KitForm state={state}>{node}</KitForm>;
const off = (state: KitState) => state === 'disabled';
const must = (state: KitState) => (state === 'error' ? required() : undefined);

/** Every kit component's demo, by its catalogue name. */
export const DEMOS: Record<string, Demo> = {
  listFilters: (state) => <FiltersDemo state={state} />,
  ConsoleList: () => (
    <ResourceContextProvider value="users">
      <ConsoleList
        title={false}
        disableSyncWithLocation
        storeKey={false}
        perPage={3}
        phone={<SimpleList primaryText="%{firstname} %{lastname}" />}
      >
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="firstname" />
          <DataTable.Col source="lastname" />
        </DataTable>
      </ConsoleList>
    </ResourceContextProvider>
  ),
  SellableScreens: () => (
    <ResourceContextProvider value={PRODUCT_RESOURCE}>
      <SellableList kind="product" title={false} />
    </ResourceContextProvider>
  ),
  SellableForm: () => (
    <ResourceContextProvider value={PRODUCT_RESOURCE}>
      <RecordContextProvider value={{ unit_price: 500_000, discount_percent: 10, inventory: -1 }}>
        <SellableForm kind="product" isNew />
      </RecordContextProvider>
    </ResourceContextProvider>
  ),
  InventoryInput: (state) =>
    input(
      state,
      <ResourceContextProvider value={PRODUCT_RESOURCE}>
        <InventoryInput source="inventory" />
      </ResourceContextProvider>,
    ),
  FinalPricePreview: (state) =>
    input(
      state,
      <ResourceContextProvider value={PRODUCT_RESOURCE}>
        <FinalPricePreview />
      </ResourceContextProvider>,
    ),
  ShowSection: (state) => <ShowDemo state={state} />,
  ShowTabs: (state) => (
    <WithRecord state={state}>
      <ShowTabs syncWithLocation={false}>
        <TabbedShowLayout.Tab label="app.kit.tab_one">
          <PersianTextField source="title" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.kit.tab_two">
          <PersianNumberField source="count" />
        </TabbedShowLayout.Tab>
      </ShowTabs>
    </WithRecord>
  ),
  RialInput: (state) =>
    input(state, <RialInput source="price" validate={must(state)} disabled={off(state)} />),
  IntegerInput: (state) =>
    input(state, <IntegerInput source="count" validate={must(state)} disabled={off(state)} />),
  JalaliDateInput: (state) =>
    input(
      state,
      <JalaliDateInput
        source="birthdate"

        validate={must(state)}
        disabled={off(state)}
      />,
    ),
  JalaliDateTimeInput: (state) =>
    input(state, <JalaliDateTimeInput source="expire_time" disabled={off(state)} />),
  DigitsInput: (state) =>
    input(state, <DigitsInput source="national_code" disabled={off(state)} />),
  MaskedTextInput: (state) =>
    input(
      state,
      <FormGrid>
        <MaskedTextInput
          source="mobile_number"
          mask="mobile"
          check="mobile"
          disabled={off(state)}
        />
        <MaskedTextInput source="card_number" mask="card" check="card" disabled={off(state)} />
      </FormGrid>,
    ),
  FormGrid: (state) =>
    input(
      state,
      <FormGrid>
        <TextInput source="title" />
        <RialInput source="price" />
        <IntegerInput source="count" />
      </FormGrid>,
    ),
  RialField: (state) => fields(state, <RialField source="price" emptyText="app.empty" />),
  JalaliDateField: (state) =>
    fields(state, <JalaliDateField source="creation_time" showTime emptyText="app.empty" />),
  PersianNumberField: (state) =>
    fields(
      state,
      <>
        <PersianNumberField source="count" emptyText="app.empty" />
        <br />
        <PersianTextField source="title" emptyText="app.empty" />
      </>,
    ),
  ChipLabelField: (state) =>
    fields(
      state,
      <ChipLabelField source="status" labels="app.invoice_status" emptyText="app.empty" />,
    ),
  StatusFields: (state) =>
    fields(
      state,
      <ShowGrid>
        <ActiveField source="is_active" />
        <LabelField source="gender" labels="app.gender" emptyText="app.empty" />
        <YesNoField source="is_active" />
      </ShowGrid>,
    ),
  RolesField: (state) => fields(state, <RolesField source="roles" />),
  IbanField: (state) => fields(state, <IbanField source="IBAN" emptyText="app.empty" />),
  ActionDialog: (state) => <DialogDemo disabled={off(state)} />,
  ExportXlsxButton: (state) => <ExportDemo state={state} />,
  RowLink: (state) => (
    <RowLink
      resource="users"
      id={state === 'empty' ? null : 1}
      text={state === 'long' ? String(SAMPLE.long.title) : undefined}
    />
  ),
};
