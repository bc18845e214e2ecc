import { useListContext } from 'react-admin';
import { ExportButton } from '../../../components/export/ExportButton';
import { ORDER_RESOURCE } from '../api';
import { listHasRows } from '../../../components/list/listRows';

/**
 * «خروجی اکسل» of the orders: GET store/baskets/export_report with the list's filters and sort
 * (the list itself reads list_orders, which has no export of its own).
 */
export function ExportOrdersButton() {
  const list = useListContext();
  const { filterValues, sort } = list;
  return (
    <ExportButton
      path={ORDER_RESOURCE}
      filter={{ ...filterValues, report_type: 'baskets_list' }}
      sort={sort}
      disabled={!listHasRows(list)}
    />
  );
}
