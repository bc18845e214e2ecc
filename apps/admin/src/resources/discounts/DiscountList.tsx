import { formatRial, toPersianDigits, type DiscountRow } from '@daneshsara/domain';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  SearchInput,
  SelectInput,
  SimpleList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ConsoleList } from '../../components/ConsoleList';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { CodeField } from '../../inputs/LtrFields';
import { PersianNumberField } from '../../inputs/PersianNumberField';
import { RialField } from '../../inputs/RialField';
import { nowrapColumns } from '../../inputs/tableSx';
import { discountKind } from './discount';
import { discountTargetChoices } from './DiscountForm';

const discountFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="target" source="target" choices={discountTargetChoices} alwaysOn />,
];

/** ۲۰٪ or ۵۰۰٬۰۰۰ ریال */
export function discountValueText(record: Pick<DiscountRow, 'price' | 'percent'>): string {
  return discountKind(record) === 'price'
    ? formatRial(record.price)
    : `${toPersianDigits(record.percent ?? 0)}٪`;
}

function DiscountValueField() {
  const record = useRecordContext<DiscountRow>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
      {discountValueText(record)}
    </Typography>
  );
}

/** The expiry, with a red «منقضی شده» once it has passed. */
function ExpiryField() {
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
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
      <JalaliDateField source="expire_time" showTime />
      {expired && (
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={translate('app.discounts.expired')}
        />
      )}
    </span>
  );
}

function PhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<DiscountRow>
      primaryText={(r) => r.code}
      secondaryText={(r) => discountValueText(r)}
      tertiaryText={(r) => translate(`app.discount_target.${r.target}`, { _: r.target })}
      linkType="edit"
    />
  );
}

/** GET accounting/discounts */
export function DiscountList() {
  return (
    <ConsoleList filters={discountFilters} create phone={<PhoneList />}>
      <DataTable
        rowClick="edit"
        bulkActionButtons={false}
        sx={nowrapColumns('order_price', 'expire_time', 'creation_time')}
      >
        <DataTable.Col source="code">
          <CodeField source="code" />
        </DataTable.Col>
        <DataTable.Col source="target" disableSort>
          <ChipLabelField source="target" labels="app.discount_target" />
        </DataTable.Col>
        <DataTable.Col source="value" disableSort>
          <DiscountValueField />
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
