import { formatRial, toPersianDigits, type PackageRow, type ProductRow } from '@daneshsara/domain';
import Typography from '@mui/material/Typography';
import { Create, DataTable, Edit, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { ConsoleList } from '../../../components/ConsoleList';
import type { LabelOnlyProps } from '../../../inputs/fieldUtils';
import { PersianNumberField } from '../../../inputs/PersianNumberField';
import { RialField } from '../../../inputs/RialField';
import { ThumbnailField } from '../../../inputs/ThumbnailInput';
import { nowrapColumns } from '../../../inputs/tableSx';
import { toSellablePayload, type SellableFormValues } from '../products/payload';
import { InventoryField, useInventoryText } from './InventoryField';
import { NEW_SELLABLE, SellableForm } from './SellableForm';
import { PercentField, SellableTitleField } from './SellableFields';
import { phoneAvatar, useSellableFilters } from './SellableListParts';
import { StoreListsProvider } from './StoreListsProvider';

/** What the store sells on its own page: a product, or a package of products at one price. */
export type SellableKind = 'product' | 'package';
type SellableRow = ProductRow | PackageRow;

/** «۲ کالا»: how many products a package holds. */
function useMembersText() {
  const translate = useTranslate();
  return (row: SellableRow) =>
    translate('app.store.packages.products_count', {
      count: toPersianDigits(('products' in row ? (row.products ?? []) : []).length),
    });
}

function MembersField(_: LabelOnlyProps) {
  const record = useRecordContext<PackageRow>();
  const membersText = useMembersText();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {membersText(record)}
    </Typography>
  );
}

function PhoneList({ kind }: { kind: SellableKind }) {
  const inventoryText = useInventoryText();
  const membersText = useMembersText();
  return (
    <SimpleList<SellableRow>
      leftAvatar={(r) => phoneAvatar(r.thumbnail)}
      primaryText={(r) => r.title}
      secondaryText={(r) =>
        kind === 'package'
          ? `${formatRial(r.sellable_price)} · ${membersText(r)}`
          : formatRial(r.sellable_price)
      }
      tertiaryText={(r) => inventoryText(r.inventory)}
      linkType="edit"
    />
  );
}

/**
 * GET store/products or store/packages: every one, hidden ones too, newest first; a product
 * shows its category, a package how many products it holds.
 */
export function SellableList({ kind, title }: { kind: SellableKind; title?: false }) {
  const { filters, isSmall } = useSellableFilters();
  return (
    <StoreListsProvider>
      <ConsoleList
        title={title}
        filters={filters}
        filterButton={isSmall}
        create
        sort={{ field: 'id', order: 'DESC' }}
        phone={<PhoneList kind={kind} />}
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
          {kind === 'product' ? (
            <DataTable.Col source="store_category_info.title" disableSort />
          ) : (
            <DataTable.Col source="products_count" disableSort>
              <MembersField />
            </DataTable.Col>
          )}
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

const TRANSFORMS: Record<SellableKind, (data: Record<string, unknown>) => unknown> = {
  product: (data) => toSellablePayload(data as SellableFormValues, { kind: 'product' }),
  package: (data) => toSellablePayload(data as SellableFormValues, { kind: 'package' }),
};

const NEW_RECORDS: Record<SellableKind, SellableFormValues> = {
  product: NEW_SELLABLE,
  package: { ...NEW_SELLABLE, products: [] },
};

/** POST store/products or store/packages (multipart when a thumbnail is picked). */
export function SellableCreate({ kind }: { kind: SellableKind }) {
  return (
    <StoreListsProvider>
      <Create redirect="list" transform={TRANSFORMS[kind]} record={NEW_RECORDS[kind]}>
        <SellableForm kind={kind} isNew />
      </Create>
    </StoreListsProvider>
  );
}

/** PUT store/products/{id} or store/packages/{id}; deleting a sold one is refused (409). */
export function SellableEdit({ kind }: { kind: SellableKind }) {
  return (
    <StoreListsProvider>
      <Edit mutationMode="pessimistic" redirect="list" transform={TRANSFORMS[kind]}>
        <SellableForm kind={kind} isNew={false} deleteHelp="app.store.products.delete_help" />
      </Edit>
    </StoreListsProvider>
  );
}
