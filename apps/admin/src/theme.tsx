import { toPersianDigits } from '@daneshsara/domain';
import { createAppTheme } from '@daneshsara/ui';
import type { PaginationRenderItemParams } from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { faIR } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';

/** Page buttons of list pagination with Persian digits (MUI prints the raw number). */
const renderPersianPageItem = (item: PaginationRenderItemParams) => (
  <PaginationItem
    {...item}
    page={typeof item.page === 'number' ? toPersianDigits(item.page) : item.page}
  />
);

const DARK_TEXT = {
  primary: '#ffffff',
  secondary: 'rgba(255, 255, 255, 0.7)',
  disabled: 'rgba(255, 255, 255, 0.5)',
  icon: 'rgba(255, 255, 255, 0.5)',
};

/**
 * The shared app theme (libs/ui: RTL, Vazirmatn, teal/amber) plus what react-admin's screens need:
 * sidebar width (SPEC: 240), compact outlined inputs, Persian MUI texts and digits.
 */
export function createConsoleTheme(mode: 'light' | 'dark'): Theme {
  const dark = mode === 'dark';
  return createTheme(
    createAppTheme(mode),
    {
      // libs/ui sets `text: undefined` in dark mode, which wipes MUI's dark text colours; put
      // them back (reported to the lead, libs/ui is not ours to edit).
      ...(dark ? { palette: { text: DARK_TEXT } } : {}),
      sidebar: { width: 240, closedWidth: 56 },
      components: {
        MuiTextField: { defaultProps: { margin: 'dense', size: 'small', fullWidth: true } },
        MuiFormControl: { defaultProps: { margin: 'dense', size: 'small' } },
        MuiAutocomplete: { defaultProps: { fullWidth: true } },
        MuiTableCell: { styleOverrides: { head: { fontWeight: 700, whiteSpace: 'nowrap' } } },
        MuiListItemIcon: { styleOverrides: { root: { minWidth: 44 } } },
        RaPaginationActions: { defaultProps: { renderItem: renderPersianPageItem } },
        RaToolbar: {
          styleOverrides: { root: { backgroundColor: dark ? '#1e2a2e' : '#efebe2' } },
        },
        RaAppBar: {
          styleOverrides: { root: { '& .RaAppBar-toolbar': { minHeight: 56 } } },
        },
      },
    },
    faIR,
  );
}

export const lightTheme = createConsoleTheme('light');
export const darkTheme = createConsoleTheme('dark');
