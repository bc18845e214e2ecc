import { FileField, FileInput, useTranslate, type InputProps } from 'react-admin';

/** The dashed box a file is dropped in (FileInput, ImageInput). */
export const dropZoneSx = {
  '& .RaFileInput-dropZone': {
    borderRadius: 2,
    border: 1,
    borderStyle: 'dashed',
    borderColor: 'divider',
  },
};

/** A stored file (a URL) in the shape FileInput shows; a newly picked file as it is. */
export function formatStoredFile(value: unknown, title: string): unknown {
  if (typeof value === 'string' && value) return { src: value, title };
  return value;
}

/**
 * One file, dropped or picked in a dashed box, the × removes it; a new file makes the
 * dataProvider send the form as multipart. With `current` (the i18n key of its link's text) the
 * stored file (a URL) shows as a link that opens in a new tab.
 */
export function DropFileInput({
  accept,
  drop,
  current,
  ...input
}: Pick<InputProps, 'source' | 'label' | 'helperText'> & {
  accept: Record<string, string[]>;
  /** i18n keys: the text in the box, the stored file's link */
  drop: string;
  current?: string;
}) {
  const translate = useTranslate();
  const currentText = current ? translate(current) : '';
  return (
    <FileInput
      {...input}
      accept={accept}
      format={current ? (value: unknown) => formatStoredFile(value, currentText) : undefined}
      placeholder={<p>{translate(drop)}</p>}
      sx={dropZoneSx}
    >
      {current ? (
        <FileField source="src" title="title" target="_blank" rel="noopener" />
      ) : (
        <FileField source="src" title="title" />
      )}
    </FileInput>
  );
}
