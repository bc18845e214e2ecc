import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Avatar from '@mui/material/Avatar';
import { ImageField, ImageInput, useFieldValue, type InputProps } from 'react-admin';
import type { ConsoleFieldProps } from './fieldUtils';

/** The stored picture (a URL) in the shape ImageInput shows; a newly picked file as it is. */
export function formatThumbnail(value: unknown): unknown {
  if (typeof value === 'string' && value) return { src: value, title: '' };
  return value;
}

/**
 * One picture (a thumbnail): the current one is shown, a new one is dropped or picked, the ×
 * removes it. A new file makes the dataProvider send the form as multipart.
 */
export function ThumbnailInput({
  source,
  label,
  helperText,
}: Pick<InputProps, 'source' | 'label' | 'helperText'>) {
  return (
    <ImageInput
      source={source}
      label={label}
      helperText={helperText}
      accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.webp', '.gif'] }}
      format={formatThumbnail}
      sx={{
        '& .RaFileInput-dropZone': {
          borderRadius: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
        },
        '& img': { maxHeight: 160, borderRadius: 1, objectFit: 'cover' },
      }}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}

/** A small square picture in a list row; a neutral placeholder when there is none. */
export function ThumbnailField({ source }: ConsoleFieldProps) {
  const value: unknown = useFieldValue({ source });
  const src = typeof value === 'string' && value ? value : undefined;
  return (
    <Avatar
      variant="rounded"
      src={src}
      alt=""
      sx={{ width: 44, height: 44, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <ImageOutlinedIcon fontSize="small" />
    </Avatar>
  );
}
