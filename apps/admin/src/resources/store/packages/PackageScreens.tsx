import { formatRial, toPersianDigits, type PackageRow } from '@daneshsara/domain';
import Typography from '@mui/material/Typography';
import { Create, DataTable, Edit, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { ConsoleList } from '../../../components/ConsoleList';
import type { LabelOnlyProps } from '../../../inputs/fieldUtils';
import { PersianNumberField } from '../../../inputs/PersianNumberField';
import { RialField } from '../../../inputs/RialField';
import { ThumbnailField } from '../../../inputs/ThumbnailInput';
import { nowrapColumns } from '../../../inputs/tableSx';
import { toSellablePayload, type SellableFormValues } from '../products/payload';
import { InventoryField, useInventoryText } from '../shared/InventoryField';
import { NEW_SELLABLE, SellableForm } from '../shared/SellableForm';
import { PercentField, SellableTitleField } from '../shared/SellableFields';
import { phoneAvatar, useSellableFilters } from '../shared/SellableListParts';
import { StoreListsProvider } from '../shared/StoreListsProvider';

/** How many products a package holds: «۲ کالا». */
function MembersField(_: LabelOnlyProps) {
  const record = useRecordContext<PackageRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {translate('app.store.packages.products_count', {
        count: toPersianDigits((record.products ?? []).length),
      })}
    </Typography>
  );
}

function PhoneList() {
  const translate = useTranslate();
  const inventoryText = useInventoryText();
  return (
    <SimpleList<PackageRow>
      leftAvatar={(r) => phoneAvatar(r.thumbnail)}
      primaryText={(r) => r.title}
      secondaryText={(r) =>
        `${formatRial(r.sellable_price)} · ${translate('app.store.packages.products_count', {
          count: toPersianDigits((r.products ?? []).length),
        })}`
      }
      tertiaryText={(r) => inventoryText(r.inventory)}
      linkType="edit"
    />
  );
}

/** GET store/packages: bundles of products sold together at one price. */
export function PackageList() {
  const { filters, isSmall } = useSellableFilters();
  return (
    <StoreListsProvider>
      <ConsoleList
        filters={filters}
        filterButton={isSmall}
        create
        sort={{ field: 'id', order: 'DESC' }}
        phone={<PhoneList />}
      >
        <DataTable
          rowClick="edit"
          bulkActionButtons={false}
          sx={nowrapColumns('unit_price', 'sellable_price', 'discount_percent', 'inventory')}
        >
          <DataTable.Col source="thumbnail" disableSort>
            <ThumbnailField source="thumbnail" />
          </DataTable.Col>
          <DataTable.Col source="title">
            <SellableTitleField source="title" />
          </DataTable.Col>
          <DataTable.Col source="products_count" disableSort>
            <MembersField />
          </DataTable.Col>
          <DataTable.Col source="unit_price">
            <RialField source="unit_price" />
          </DataTable.Col>
          <DataTable.Col source="discount_percent" disableSort>
            <PercentField source="discount_percent" />
          </DataTable.Col>
          <DataTable.Col source="sellable_price">
            <RialField source="sellable_price" />
          </DataTable.Col>
          <DataTable.Col source="inventory">
            <InventoryField source="inventory" />
          </DataTable.Col>
          <DataTable.Col source="sold_count">
            <PersianNumberField source="sold_count" />
          </DataTable.Col>
        </DataTable>
      </ConsoleList>
    </StoreListsProvider>
  );
}

const toPackagePayload = (data: Record<string, unknown>) =>
  toSellablePayload(data as SellableFormValues, { kind: 'package' });

/** POST store/packages (multipart when a thumbnail is picked: products as repeated fields). */
export function PackageCreate() {
  return (
    <StoreListsProvider>
      <Create
        redirect="list"
        transform={toPackagePayload}
        record={{ ...NEW_SELLABLE, products: [] }}
      >
        <SellableForm kind="package" isNew />
      </Create>
    </StoreListsProvider>
  );
}

/** PUT store/packages/{id} */
export function PackageEdit() {
  return (
    <StoreListsProvider>
      <Edit mutationMode="pessimistic" redirect="list" transform={toPackagePayload}>
        <SellableForm kind="package" isNew={false} deleteHelp="app.store.products.delete_help" />
      </Edit>
    </StoreListsProvider>
  );
}
