import { formatRial, toPersianDigits, type BasketRow } from '@daneshsara/domain';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DataTable,
  FilterButton,
  List,
  SimpleList,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ChipLabelField } from '../../../inputs/ChipLabelField';
import type { LabelOnlyProps } from '../../../inputs/fieldUtils';
import { JalaliDateField } from '../../../inputs/JalaliDateField';
import { PersianNumberField } from '../../../inputs/PersianNumberField';
import { listFilters } from '../../../inputs/listFilters';
import { RialField } from '../../../inputs/RialField';
import { listSx, nowrapColumns } from '../../../inputs/tableSx';
import { ListPagination } from '../../../layout/ListPagination';
import {
  BASKET_STATUS_COLORS,
  basketStatusChoices,
  ORDER_TYPE_COLORS,
  orderTypeChoices,
} from '../shared/choices';
import { ExportOrdersButton } from './ExportOrdersButton';
import { itemsCount } from './order';

const orderFilters = listFilters({
  choices: [
    { source: 'status', choices: basketStatusChoices },
    { source: 'order_type', choices: orderTypeChoices },
  ],
  dateRange: 'order_time',
  person: { prefix: 'owner__', fields: ['national_code', 'mobile_number'] },
});

/** «۳ قلم»: how many things the order holds. */
function ItemsField(_: LabelOnlyProps) {
  const record = useRecordContext<BasketRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {translate('app.store.orders.items_count', { count: toPersianDigits(itemsCount(record)) })}
    </Typography>
  );
}

function PhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<BasketRow>
      primaryText={(r) =>
        `${translate('app.store.orders.show_title', { id: r.id })} · ${r.owner_info?.full_name ?? ''}`
      }
      secondaryText={(r) => formatRial(r.overall_order_price)}
      tertiaryText={(r) => translate(`app.store.basket_status.${r.status}`, { _: r.status })}
      linkType="show"
    />
  );
}

function OrderListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportOrdersButton />
    </TopToolbar>
  );
}

/**
 * GET store/baskets/list_orders: every order past checkout, newest first; filters by status,
 * type (also «شامل کالای فیزیکی»), Jalali days, the buyer; the .xlsx of what is filtered.
 */
export function OrderList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={orderFilters}
      actions={<OrderListActions />}
      sort={{ field: 'order_time', order: 'DESC' }}
      perPage={10}
      pagination={<ListPagination />}
      exporter={false}
      sx={listSx}
    >
      {isSmall ? (
        <PhoneList />
      ) : (
        <DataTable
          rowClick="show"
          bulkActionButtons={false}
          sx={nowrapColumns('id', 'overall_order_price', 'order_time', 'owner_info.national_code')}
        >
          <DataTable.Col source="id">
            <PersianNumberField source="id" />
          </DataTable.Col>
          <DataTable.Col source="owner_info.full_name" disableSort />
          <DataTable.Col source="owner_info.national_code" disableSort>
            <PersianNumberField source="owner_info.national_code" />
          </DataTable.Col>
          <DataTable.Col source="items" disableSort>
            <ItemsField />
          </DataTable.Col>
          <DataTable.Col source="order_type" disableSort>
            <ChipLabelField
              source="order_type"
              labels="app.store.order_type"
              colors={ORDER_TYPE_COLORS}
            />
          </DataTable.Col>
          <DataTable.Col source="status">
            <ChipLabelField
              source="status"
              labels="app.store.basket_status"
              colors={BASKET_STATUS_COLORS}
            />
          </DataTable.Col>
          <DataTable.Col source="overall_order_price">
            <RialField source="overall_order_price" />
          </DataTable.Col>
          <DataTable.Col source="order_time">
            <JalaliDateField source="order_time" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
