import { createAppTheme } from '@daneshsara/ui/theme';
import { createTheme, type Theme } from '@mui/material/styles';
import { muiFa } from './muiLocale';

/**
 * The shared RTL theme plus what only the storefront needs: labels above fields (DESIGN.md
 * "Forms"), Persian texts of MUI's own widgets, calmer app bars.
 */
export function createWebTheme(mode: 'light' | 'dark' = 'light'): Theme {
  const base = createAppTheme(mode);
  const line = mode === 'dark' ? '#2c3a40' : '#e7e2d8';
  return createTheme(
    base,
    {
      components: {
        MuiInputLabel: {
          defaultProps: { shrink: true },
          styleOverrides: {
            root: {
              position: 'relative',
              transform: 'none',
              marginBottom: 6,
              fontSize: '0.875rem',
              fontWeight: 500,
              color: base.palette.text.primary,
              whiteSpace: 'normal',
              overflow: 'visible',
              maxWidth: '100%',
              '&.Mui-focused': { color: base.palette.primary.main },
              '&.Mui-error': { color: base.palette.error.main },
            },
          },
        },
        MuiOutlinedInput: {
          defaultProps: { notched: false },
          styleOverrides: {
            root: { backgroundColor: base.palette.background.paper, borderRadius: 10 },
            notchedOutline: {
              borderColor: mode === 'dark' ? '#3a4a50' : '#d9d3c7',
              '& legend': { display: 'none' },
            },
          },
        },
        MuiFormHelperText: { styleOverrides: { root: { marginInline: 2, lineHeight: 1.6 } } },
        MuiAppBar: {
          defaultProps: { elevation: 0, color: 'inherit' },
          styleOverrides: {
            root: {
              backgroundColor: base.palette.background.paper,
              borderBottom: `1px solid ${line}`,
            },
          },
        },
        MuiTooltip: { defaultProps: { arrow: true } },
        MuiLink: { defaultProps: { underline: 'hover' } },
        MuiSnackbar: { defaultProps: { anchorOrigin: { vertical: 'top', horizontal: 'center' } } },
      },
    },
    muiFa,
  );
}
