import { FileField, FileInput, useTranslate } from 'react-admin';

/** What the API takes as a media's file (MEDIA_UPLOAD): video, sound, picture, PDF or Word. */
const MEDIA_ACCEPT = {
  'video/*': ['.mp4', '.webm'],
  'audio/*': ['.mp3', '.m4a', '.ogg'],
  'image/*': ['.png', '.jpg', '.jpeg', '.webp', '.gif'],
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

/**
 * A media's file: the stored one is a link «فایل کنونی» (its × clears it), a new one is dropped or
 * picked and goes up with the form (the dataProvider sends multipart).
 */
export function MediaFileInput() {
  const translate = useTranslate();
  const current = translate('app.content.media.current_file');
  return (
    <FileInput
      source="file"
      accept={MEDIA_ACCEPT}
      format={(v: unknown) => (typeof v === 'string' && v ? { src: v, title: current } : v)}
      helperText="app.content.file_help"
    >
      <FileField source="src" title="title" target="_blank" />
    </FileInput>
  );
}
