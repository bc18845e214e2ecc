import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** What every field here takes; `label`/`sortable` are read by Show layouts and columns. */
export interface ConsoleFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
  /** What to show when there is no value; the default is an empty cell. */
  emptyText?: string;
}

export function Text({ children }: { children: string }) {
  return (
    <Typography component="span" variant="body2">
      {children}
    </Typography>
  );
}

export function useEmpty(emptyText?: string): string {
  const translate = useTranslate();
  return emptyText ? translate(emptyText, { _: emptyText }) : '';
}

/**
 * What a field made for one page takes when it only reads the record itself: `source` and
 * `label` are there for the label above it (ShowGrid, Labeled, DataTable columns).
 */
export interface LabelOnlyProps {
  source?: string;
  label?: string;
}
