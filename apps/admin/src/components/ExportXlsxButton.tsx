import { useCanAccess, useListContext } from 'react-admin';
import { ExportButton } from './export/ExportButton';
import { listHasRows } from './list/listRows';

/**
 * «خروجی اکسل» of a console list: its resource's export_report with the current filters and sort.
 * Hidden from a role whose staff matrix cell refuses the export (ResourceModule.actions.export).
 */
export function ExportXlsxButton() {
  const list = useListContext();
  const { resource, filterValues, sort } = list;
  const { canAccess } = useCanAccess({ resource, action: 'export' });
  if (canAccess === false) return null;
  return <ExportButton path={resource} filter={filterValues} sort={sort} disabled={!listHasRows(list)} />;
}
