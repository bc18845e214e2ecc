import { isPickedFile } from '../../providers/dataProvider';

type Data = Record<string, unknown>;

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t ? t : null;
};

/**
 * A thumbnail in a create/update body: a newly picked file goes as it is (the dataProvider then
 * sends multipart), a removed one as null, the stored URL is left out so the picture is kept.
 */
function withThumbnail(out: Data, value: unknown): Data {
  if (isPickedFile(value)) out.thumbnail = value;
  else if (value === null) out.thumbnail = null;
  return out;
}

/** POST/PUT dma/donations/categories */
export function toDonationCategoryPayload(data: Data): Data {
  return withThumbnail(
    { title: text(data.title) ?? '', description: text(data.description) },
    data.thumbnail,
  );
}

/** POST/PUT dma/donations */
export function toDonationPayload(data: Data): Data {
  const category =
    typeof data.category === 'object' && data.category !== null
      ? (data.category as { id?: unknown }).id
      : data.category;
  return withThumbnail(
    {
      title: text(data.title) ?? '',
      category:
        typeof category === 'string' && /^\d+$/.test(category) ? Number(category) : category,
      summary: text(data.summary),
      description: text(data.description),
      is_active: data.is_active !== false,
    },
    data.thumbnail,
  );
}
