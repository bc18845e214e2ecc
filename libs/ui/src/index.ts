export { createAppTheme, brand, FONT_FAMILY } from './theme';
export { createRtlCache } from './rtl';
export { ThemeRoot } from './ThemeRoot';
export { MaskedInput, type MaskedInputProps } from './MaskedInput';
