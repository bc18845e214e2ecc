import {
  formatRial,
  toPersianDigits,
  type DiscountRow,
  type DiscountTarget,
} from '@daneshsara/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataTable, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { ConsoleList } from '../../components/ConsoleList';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import { listFilters } from '../../inputs/listFilters';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { CodeField } from '../../inputs/LtrFields';
import { PersianNumberField } from '../../inputs/PersianNumberField';
import { RialField } from '../../inputs/RialField';
import { nowrapColumns } from '../../inputs/tableSx';
import { discountKind } from './discount';
import { discountTargetChoices } from './DiscountForm';

const everyTargetFilters = listFilters({
  choices: [{ source: 'target', choices: discountTargetChoices }],
});
const oneTargetFilters = listFilters({});

/** The props of every discount screen: a target fixes the screens to that target's codes. */
export interface DiscountScreenProps {
  /** Only this target's codes (the store's discounts screen); every target when absent. */
  target?: DiscountTarget;
}

/** ۲۰٪ or ۵۰۰٬۰۰۰ ریال */
export function discountValueText(record: Pick<DiscountRow, 'price' | 'percent'>): string {
  return discountKind(record) === 'price'
    ? formatRial(record.price)
    : `${toPersianDigits(record.percent ?? 0)}٪`;
}

function DiscountValueField(_: { source?: string }) {
  const record = useRecordContext<DiscountRow>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
      {discountValueText(record)}
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

function PhoneList({ target }: DiscountScreenProps) {
  const translate = useTranslate();
  return (
    <SimpleList<DiscountRow>
      primaryText={(r) => r.code}
      secondaryText={(r) => discountValueText(r)}
      tertiaryText={
        target ? undefined : (r) => translate(`app.discount_target.${r.target}`, { _: r.target })
      }
      linkType="edit"
    />
  );
}

/** What a target's own screen says above its codes (the store's: where its codes apply). */
const TARGET_HELP: Partial<Record<DiscountTarget, string>> = {
  STORE: 'app.store.discounts.help',
};

function TargetHelp({ target }: { target: DiscountTarget }) {
  const translate = useTranslate();
  const help = TARGET_HELP[target];
  if (!help) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 1 }}>
      {translate(help)}
    </Alert>
  );
}

/** GET accounting/discounts, of every target or (`target`) of one: ?target=STORE. */
export function DiscountList({ target }: DiscountScreenProps) {
  return (
    <ConsoleList
      filters={target ? oneTargetFilters : everyTargetFilters}
      filter={target ? { target } : undefined}
      filterButton={!target}
      create
      header={target ? <TargetHelp target={target} /> : undefined}
      phone={<PhoneList target={target} />}
    >
      <DataTable
        rowClick="edit"
        bulkActionButtons={false}
        sx={nowrapColumns('order_price', 'expire_time', 'creation_time')}
      >
        <DataTable.Col source="code">
          <CodeField source="code" />
        </DataTable.Col>
        {!target && (
          <DataTable.Col source="target" disableSort>
            <ChipLabelField source="target" labels="app.discount_target" />
          </DataTable.Col>
        )}
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
