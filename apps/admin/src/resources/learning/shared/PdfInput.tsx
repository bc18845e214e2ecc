import type { InputProps } from 'react-admin';
import { DropFileInput } from '../../../inputs/DropFileInput';

/**
 * One PDF (a classroom's regulations, آیین‌نامه): the current one is a link, a new one is dropped
 * or picked, the × removes it. A new file makes the dataProvider send the form as multipart.
 */
export function PdfInput(props: Pick<InputProps, 'source' | 'label' | 'helperText'>) {
  return (
    <DropFileInput
      {...props}
      accept={{ 'application/pdf': ['.pdf'] }}
      drop="app.learning.form.codes_drop"
      current="app.learning.form.current_codes"
    />
  );
}
