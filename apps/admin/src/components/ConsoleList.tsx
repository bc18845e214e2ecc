import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { CreateButton, FilterButton, List, TopToolbar, type ListProps } from 'react-admin';
import { listSx } from '../inputs/tableSx';
import { ListPagination } from '../layout/ListPagination';
import { ExportXlsxButton } from './ExportXlsxButton';

export interface ConsoleListProps extends Omit<ListProps, 'children' | 'actions'> {
  /** «افزودن» in the toolbar, or the i18n key of its label. */
  create?: boolean | string;
  /** «خروجی اکسل» in the toolbar (the API has export_report). */
  exportXlsx?: boolean;
  /** More toolbar buttons after the export (a list's own actions on what it shows). */
  extraActions?: ReactNode;
  /** The filter button in the toolbar; on by default when the list has filters. */
  filterButton?: boolean;
  /** The rows on a phone or a narrow window (a SimpleList). */
  phone: ReactElement;
  /** More toolbar buttons (a list-wide action such as «بررسی خودکار اکنون»). */
  toolbar?: ReactNode;
  /** Above the rows on every screen (quick filters). */
  header?: ReactNode;
  /** The table on a wide screen (a DataTable). */
  children: ReactElement;
}

/**
 * Every console list the same way: newest first, ten a page with Persian paging, the server's
 * .xlsx instead of react-admin's CSV export, room above the filter bar, a table on a wide screen
 * and a simple list on a phone. A list states only its filters, columns and toolbar buttons.
 */
export function ConsoleList({
  create = false,
  exportXlsx = false,
  extraActions,
  filterButton,
  phone,
  header,
  toolbar,
  children,
  filters,
  sort = { field: 'id', order: 'DESC' },
  perPage = 10,
  sx = listSx,
  ...rest
}: ConsoleListProps) {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const showFilterButton = filterButton ?? Boolean(filters);
  return (
    <List
      filters={filters}
      actions={
        <TopToolbar>
          {showFilterButton && <FilterButton />}
          {create && <CreateButton label={typeof create === 'string' ? create : undefined} />}
          {toolbar}
          {exportXlsx && <ExportXlsxButton />}
          {extraActions}
        </TopToolbar>
      }
      sort={sort}
      perPage={perPage}
      pagination={<ListPagination />}
      exporter={false}
      sx={sx}
      {...rest}
    >
      {header}
      {isSmall ? phone : children}
    </List>
  );
}
