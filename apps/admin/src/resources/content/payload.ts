import { isPickedFile } from '../../providers/dataProvider';

type Data = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const id = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);
const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : [];

/** The file fields of content rows: a picture, or a media's file. */
const FILE_FIELDS = ['thumbnail', 'file'] as const;

/**
 * Only what the API takes for a content row, from the form: texts trimmed (empty is null), ids as
 * numbers, a newly picked thumbnail or media file as a file (the dataProvider then sends
 * multipart), a removed one as null, a kept one left out.
 */
export function contentPayload(fields: readonly string[]) {
  return (data: Data): Data => {
    const out: Data = {};
    for (const f of fields) {
      if (f === 'category' || f === 'content') out[f] = id(data[f]);
      else if (f === 'hashtags' || f === 'medias' || f === 'celebrities') out[f] = ids(data[f]);
      else if (f.startsWith('is_')) out[f] = data[f] === true;
      else if (f === 'order') out[f] = Number(data[f] ?? 0) || 0;
      else out[f] = text(data[f]);
    }
    for (const f of FILE_FIELDS) {
      if (isPickedFile(data[f])) out[f] = data[f];
      else if (data[f] === null) out[f] = null;
    }
    return out;
  };
}

export const POST_FIELDS = [
  'title',
  'summary',
  'text',
  'category',
  'is_hidden',
  'hashtags',
  'celebrities',
] as const;
export const CONTENT_FIELDS = [
  'title',
  'summary',
  'description',
  'specification',
  'category',
  'is_free',
  'is_hidden',
  'hashtags',
  'medias',
  'celebrities',
] as const;
export const TOPIC_FIELDS = ['title', 'text', 'content', 'category', 'hashtags'] as const;
export const HADITH_FIELDS = [
  'persian_text',
  'arabian_text',
  'narrator',
  'source',
  'publish_date',
] as const;
export const HASHTAG_FIELDS = ['title', 'order'] as const;
export const MEDIA_FIELDS = [
  'title',
  'type',
  'url',
  'iframe_code',
  'description',
  'is_live_streaming',
  'category',
  'hashtags',
  'celebrities',
] as const;
export const CELEBRITY_FIELDS = ['name'] as const;
