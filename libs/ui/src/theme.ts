import { createTheme, type Theme } from '@mui/material/styles';

/** Brand colours of DESIGN.md: deep teal primary, warm amber secondary, soft neutral backgrounds. */
export const brand = {
  primary: '#0f5e63',
  primaryLight: '#2f8a8f',
  primaryDark: '#08393c',
  secondary: '#d9961a',
  background: '#f6f4ef',
  paper: '#ffffff',
  text: '#1f2a2e',
} as const;

export const FONT_FAMILY = 'Vazirmatn, Tahoma, "Segoe UI", sans-serif';

export function createAppTheme(mode: 'light' | 'dark' = 'light'): Theme {
  const dark = mode === 'dark';
  return createTheme({
    direction: 'rtl',
    palette: {
      mode,
      primary: { main: dark ? brand.primaryLight : brand.primary, dark: brand.primaryDark },
      secondary: { main: brand.secondary, contrastText: '#1f1500' },
      background: dark
        ? { default: '#11181a', paper: '#182124' }
        : { default: brand.background, paper: brand.paper },
      // Dark mode keeps MUI's own text colours (an explicit undefined would erase them).
      ...(dark ? {} : { text: { primary: brand.text, secondary: '#5b676b' } }),
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontWeight: 800 },
      h2: { fontWeight: 800 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { fontWeight: 600, textTransform: 'none' },
    },
    spacing: 8,
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { minHeight: 44, borderRadius: 10, paddingInline: 18 } },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: { borderRadius: 12, border: `1px solid ${dark ? '#26343a' : '#e7e2d8'}` },
        },
      },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
      MuiCssBaseline: {
        styleOverrides: {
          body: { fontFeatureSettings: '"ss01"' },
          // Numbered lists count in Persian digits (۱. ۲. ۳.), as the rest of the page does.
          ol: { listStyleType: 'persian' },
          // Latin-only inputs (mobile, email, IBAN) stay left-to-right inside an RTL page;
          // @noflip keeps the RTL style plugin from turning the rule around.
          'input[type=tel], input[type=email], input[dir=ltr]': {
            direction: 'ltr /* @noflip */',
            textAlign: 'right /* @noflip */',
          },
        },
      },
    },
  });
}
