import { toPersianDigits } from '@daneshsara/domain';
import { Pagination } from 'react-admin';

const OPTIONS = [10, 25, 50, 100].map((value) => ({ label: toPersianDigits(value), value }));

/** react-admin's pagination with Persian digits in the rows-per-page choices. */
export function ListPagination() {
  return <Pagination rowsPerPageOptions={OPTIONS} />;
}
