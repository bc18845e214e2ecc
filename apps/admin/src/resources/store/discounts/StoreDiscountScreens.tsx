import { formatRial, toPersianDigits, type DiscountRow } from '@daneshsara/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  Create,
  DataTable,
  Edit,
  FormDataConsumer,
  RadioButtonGroupInput,
  SearchInput,
  SimpleForm,
  SimpleList,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ConsoleList } from '../../../components/ConsoleList';
import { IntegerInput } from '../../../inputs/IntegerInput';
import { JalaliDateField } from '../../../inputs/JalaliDateField';
import { JalaliDateTimeInput } from '../../../inputs/JalaliDateTimeInput';
import { CodeField } from '../../../inputs/LtrFields';
import { PersianNumberField } from '../../../inputs/PersianNumberField';
import { RialField } from '../../../inputs/RialField';
import { RialInput } from '../../../inputs/RialInput';
import { nowrapColumns } from '../../../inputs/tableSx';
import {
  discountKind,
  toDiscountPayload,
  validateDiscount,
  type DiscountFormValues,
} from '../../discounts/discount';
import { StoreFormToolbar } from '../shared/FormToolbar';

/** Store codes only: the list is accounting's discount codes with target STORE. */
const STORE_TARGET = 'STORE';
const storeFilter = { target: STORE_TARGET };
const discountFilters = [<SearchInput key="q" source="q" alwaysOn />];
const kindChoices = [
  { id: 'percent', name: 'app.discounts.kind.percent' },
  { id: 'price', name: 'app.discounts.kind.price' },
];

/** ۲۰٪ or ۵۰۰٬۰۰۰ ریال */
function valueText(record: Pick<DiscountRow, 'price' | 'percent'>): string {
  return discountKind(record) === 'price'
    ? formatRial(record.price)
    : `${toPersianDigits(record.percent ?? 0)}٪`;
}

function ValueField(_: { source?: string }) {
  const record = useRecordContext<DiscountRow>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
      {valueText(record)}
    </Typography>
  );
}

/** The expiry, with a red «منقضی شده» once it has passed. */
function ExpiryField(_: { source?: string }) {
  const record = useRecordContext<DiscountRow>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.expire_time) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('app.discounts.no_expiry')}
      </Typography>
    );
  }
  const expired = new Date(record.expire_time) <= new Date();
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <JalaliDateField source="expire_time" showTime />
      {expired && (
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={translate('app.discounts.expired')}
        />
      )}
    </Box>
  );
}

function PhoneList() {
  return (
    <SimpleList<DiscountRow>
      primaryText={(r) => r.code}
      secondaryText={(r) => valueText(r)}
      linkType="edit"
    />
  );
}

function StoreDiscountHelp() {
  const translate = useTranslate();
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 1 }}>
      {translate('app.store.discounts.help')}
    </Alert>
  );
}

/** GET accounting/discounts?target=STORE */
export function StoreDiscountList() {
  return (
    <ConsoleList
      filters={discountFilters}
      filter={storeFilter}
      filterButton={false}
      create
      header={<StoreDiscountHelp />}
      phone={<PhoneList />}
    >
      <DataTable
        rowClick="edit"
        bulkActionButtons={false}
        sx={nowrapColumns('order_price', 'expire_time', 'creation_time')}
      >
        <DataTable.Col source="code">
          <CodeField source="code" />
        </DataTable.Col>
        <DataTable.Col source="value" disableSort>
          <ValueField />
        </DataTable.Col>
        <DataTable.Col source="order_price" disableSort>
          <RialField source="order_price" />
        </DataTable.Col>
        <DataTable.Col source="expire_time">
          <ExpiryField />
        </DataTable.Col>
        <DataTable.Col source="used_count">
          <PersianNumberField source="used_count" />
        </DataTable.Col>
        <DataTable.Col source="creation_time" disableSort>
          <JalaliDateField source="creation_time" />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}

function StoreDiscountForm({ isNew }: { isNew: boolean }) {
  const record = useRecordContext<DiscountRow>();
  return (
    <SimpleForm
      validate={(values) =>
        validateDiscount({ ...(values as DiscountFormValues), target: STORE_TARGET }, { isNew })
      }
      sx={{ maxWidth: 720 }}
      toolbar={isNew ? undefined : <StoreFormToolbar />}
    >
      <TextInput
        source="code"
        helperText="app.discounts.code_help"
        slotProps={{ htmlInput: { dir: 'auto', spellCheck: false } }}
        isRequired
      />
      <RadioButtonGroupInput
        source="kind"
        choices={kindChoices}
        defaultValue={discountKind(record)}
        row
      />
      <FormDataConsumer>
        {({ formData }) =>
          (formData as DiscountFormValues).kind === 'price' ? (
            <RialInput source="price" />
          ) : (
            <IntegerInput source="percent" isRequired fullWidth />
          )
        }
      </FormDataConsumer>
      <RialInput source="order_price" helperText="app.discounts.order_price_help" />
      <JalaliDateTimeInput source="expire_time" helperText="app.discounts.expire_help" />
    </SimpleForm>
  );
}

const toStorePayload = (data: Record<string, unknown>) =>
  toDiscountPayload({ ...(data as DiscountFormValues), target: STORE_TARGET });

/** POST accounting/discounts with target STORE */
export function StoreDiscountCreate() {
  return (
    <Create
      redirect="list"
      transform={toStorePayload}
      record={{ kind: 'percent', percent: 10, order_price: 0, target: STORE_TARGET }}
    >
      <StoreDiscountForm isNew />
    </Create>
  );
}

/** PUT accounting/discounts/{id} */
export function StoreDiscountEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={toStorePayload}>
      <StoreDiscountForm isNew={false} />
    </Edit>
  );
}
