import { useListContext } from 'react-admin';
import { ExportButton } from './export/ExportButton';

/** «خروجی اکسل» of a console list: its resource's export_report with the current filters and sort. */
export function ExportXlsxButton() {
  const { resource, filterValues, sort, total } = useListContext();
  return <ExportButton path={resource} filter={filterValues} sort={sort} disabled={total === 0} />;
}
