import { FileField, FileInput, useTranslate, type InputProps } from 'react-admin';

/** The stored document (a URL) in the shape FileInput shows; a newly picked file as it is. */
export function formatStoredFile(value: unknown, title: string): unknown {
  if (typeof value === 'string' && value) return { src: value, title };
  return value;
}

/**
 * One PDF (a classroom's regulations, آیین‌نامه): the current one is a link, a new one is dropped
 * or picked, the × removes it. A new file makes the dataProvider send the form as multipart.
 */
export function PdfInput({
  source,
  label,
  helperText,
}: Pick<InputProps, 'source' | 'label' | 'helperText'>) {
  const translate = useTranslate();
  const current = translate('app.learning.form.current_codes');
  return (
    <FileInput
      source={source}
      label={label}
      helperText={helperText}
      accept={{ 'application/pdf': ['.pdf'] }}
      format={(value: unknown) => formatStoredFile(value, current)}
      placeholder={<p>{translate('app.learning.form.codes_drop')}</p>}
      sx={{
        '& .RaFileInput-dropZone': {
          borderRadius: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
        },
      }}
    >
      <FileField source="src" title="title" target="_blank" rel="noopener" />
    </FileInput>
  );
}
