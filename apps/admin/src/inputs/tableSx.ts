import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A DataTable `sx` that keeps the cells of these columns on one line (dates with their time,
 * amounts with ریال, codes): they read badly broken in two.
 */
export function nowrapColumns(...sources: string[]): SxProps<Theme> {
  const selector = sources
    .map((s) => `& td.column-${s.replace(/\./g, '\\.')}, & th.column-${s.replace(/\./g, '\\.')}`)
    .join(', ');
  return { [selector]: { whiteSpace: 'nowrap' } };
}

/**
 * A List `sx`: room above the filter bar so an outlined input's floating label isn't cut off; on
 * a phone the toolbar (whose «افزودن» floats as a round button) takes no empty band of its own.
 */
export const listSx: SxProps<Theme> = (theme) => ({
  '& .RaList-actions': { pt: 1 },
  [theme.breakpoints.down('sm')]: { '& .RaList-actions > .MuiToolbar-root': { minHeight: 0 } },
});
