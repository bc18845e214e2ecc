import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MediaRow } from '@daneshsara/api-client';
import { EMBED_SANDBOX, foreignEmbedSrc, toPersianDigits } from '@daneshsara/domain';
import { safeHref, safeImageSrc } from '../../../kit/richText';

/**
 * The address an embed points at: the page never inserts the stored markup, it reads the
 * iframe's `src` and draws its own sandboxed frame, only for a foreign https address (never this
 * site: the sandbox's allow-same-origin would then give the frame the page itself).
 */
export function embedSrc(code: string | null): string | null {
  if (!code || typeof DOMParser === 'undefined') return null;
  const frame = new DOMParser().parseFromString(code, 'text/html').querySelector('iframe');
  return foreignEmbedSrc(frame?.getAttribute('src'), [window.location.hostname]);
}

const source = (m: MediaRow) => safeImageSrc(m.file) ?? safeImageSrc(m.url);

function Player({ media }: { media: MediaRow }) {
  const frame = embedSrc(media.iframe_code);
  if (frame) {
    return (
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', bgcolor: '#000' }}>
        <iframe
          src={frame}
          title={media.title}
          sandbox={EMBED_SANDBOX}
          allow="fullscreen; picture-in-picture"
          loading="lazy"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    );
  }
  const src = source(media);
  if (!src) return null;
  if (media.type === 'VIDEO') {
    return <Box component="video" controls preload="metadata" src={src} aria-label={media.title} sx={{ width: '100%', borderRadius: 2, bgcolor: '#000', display: 'block' }} />;
  }
  if (media.type === 'SOUND') return <Box component="audio" controls preload="metadata" src={src} aria-label={media.title} sx={{ width: '100%' }} />;
  if (media.type === 'IMAGE') {
    return <Box component="img" src={src} alt={media.title} loading="lazy" sx={{ width: '100%', borderRadius: 2, display: 'block' }} />;
  }
  const href = safeHref(media.file ?? media.url);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <DescriptionOutlined color="primary" />
      <Typography sx={{ flex: 1, minWidth: 160 }}>سند قابل دریافت</Typography>
      {href && (
        <Button href={href} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<DownloadRounded />}>
          دریافت سند
        </Button>
      )}
    </Box>
  );
}

const TYPE_LABELS: Record<MediaRow['type'], string> = { VIDEO: 'ویدیو', SOUND: 'صوت', IMAGE: 'تصویر', TEXT: 'سند' };

/** A content's media: players for video and sound, pictures as a gallery, documents to download. */
export function MediaList({ medias }: { medias: MediaRow[] }) {
  const images = medias.filter((m) => m.type === 'IMAGE' && !embedSrc(m.iframe_code));
  const others = medias.filter((m) => !images.includes(m));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {others.map((m) => (
        <Paper key={m.id} variant="outlined" component="section" aria-label={m.title} sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 2 }}>
          <Typography component="h3" sx={{ fontWeight: 800, mb: 1.25 }}>
            {toPersianDigits(m.title)}
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ms: 1, marginInlineStart: 1 }}>
              {TYPE_LABELS[m.type]}
            </Typography>
          </Typography>
          <Player media={m} />
        </Paper>
      ))}
      {images.length > 0 && (
        <Box component="section" aria-label="تصویرها" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {images.map((m) => (
            <Box key={m.id} component="figure" sx={{ m: 0 }}>
              <Player media={m} />
              <Typography component="figcaption" variant="caption" sx={{ color: 'text.secondary' }}>
                {toPersianDigits(m.title)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
