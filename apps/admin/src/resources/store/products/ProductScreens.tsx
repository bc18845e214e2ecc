import { formatRial, type ProductRow } from '@daneshsara/domain';
import { Create, DataTable, Edit, SimpleList } from 'react-admin';
import { ConsoleList } from '../../../components/ConsoleList';
import { PersianNumberField } from '../../../inputs/PersianNumberField';
import { RialField } from '../../../inputs/RialField';
import { ThumbnailField } from '../../../inputs/ThumbnailInput';
import { nowrapColumns } from '../../../inputs/tableSx';
import { InventoryField, useInventoryText } from '../shared/InventoryField';
import { NEW_SELLABLE, SellableForm } from '../shared/SellableForm';
import { PercentField, SellableTitleField } from '../shared/SellableFields';
import { phoneAvatar, useSellableFilters } from '../shared/SellableListParts';
import { StoreListsProvider } from '../shared/StoreListsProvider';
import { toSellablePayload, type SellableFormValues } from './payload';

function PhoneList() {
  const inventoryText = useInventoryText();
  return (
    <SimpleList<ProductRow>
      leftAvatar={(r) => phoneAvatar(r.thumbnail)}
      primaryText={(r) => r.title}
      secondaryText={(r) => formatRial(r.sellable_price)}
      tertiaryText={(r) => inventoryText(r.inventory)}
      linkType="edit"
    />
  );
}

/** GET store/products: every product, hidden ones too, best selling first. */
export function ProductList() {
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
          <DataTable.Col source="store_category_info.title" disableSort />
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

const toProductPayload = (data: Record<string, unknown>) =>
  toSellablePayload(data as SellableFormValues, { kind: 'product' });

/** POST store/products (multipart when a thumbnail is picked). */
export function ProductCreate() {
  return (
    <Create redirect="list" transform={toProductPayload} record={NEW_SELLABLE}>
      <SellableForm kind="product" isNew />
    </Create>
  );
}

/** PUT store/products/{id}; deleting an ordered product is refused (409): hide it instead. */
export function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={toProductPayload}>
      <SellableForm kind="product" isNew={false} deleteHelp="app.store.products.delete_help" />
    </Edit>
  );
}
