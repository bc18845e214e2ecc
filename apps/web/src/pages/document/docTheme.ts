import { createContext, useContext } from 'react';

export type ThemeMode = 'light' | 'dark';

/** The document pages' live theme mode (DocumentLayout holds it; theme/controls switches it). */
export const DocThemeContext = createContext<{
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}>({ mode: 'light', setMode: () => undefined });

export const useDocTheme = () => useContext(DocThemeContext);
