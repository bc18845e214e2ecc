import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EMBED_SANDBOX, foreignEmbedSrc } from '@daneshsara/domain';
import { useRecordContext, useTranslate } from 'react-admin';

interface MediaRecord {
  type?: string;
  title?: string;
  file?: string | null;
  url?: string | null;
  iframe_code?: string | null;
}

/**
 * The foreign https `src` of a stored embed; the console draws its own sandboxed frame, never one
 * of its own site (libs/domain embed.ts).
 */
export function embedSrc(code: string | null | undefined): string | null {
  if (!code) return null;
  const frame = new DOMParser().parseFromString(code, 'text/html').querySelector('iframe');
  return foreignEmbedSrc(frame?.getAttribute('src'), [window.location.hostname]);
}

/**
 * The media as a visitor meets it, at the top of /admin/media/{id}: a player for a video or a
 * sound, the picture, a link that opens a document (uploads are never framed), or the embed
 * (sandboxed).
 */
export function MediaPreview() {
  const translate = useTranslate();
  const media = useRecordContext<MediaRecord & { id: number }>();
  if (!media) return null;
  const src = media.file || media.url || '';
  const frame = embedSrc(media.iframe_code);
  const box = {
    width: '100%',
    maxHeight: 420,
    borderRadius: 1,
    bgcolor: '#000',
    display: 'block',
  } as const;
  let body = null;
  if (frame) {
    body = (
      <Box
        component="iframe"
        src={frame}
        title={media.title}
        sandbox={EMBED_SANDBOX}
        allowFullScreen
        sx={{ ...box, border: 0, aspectRatio: '16 / 9', height: 'auto' }}
      />
    );
  } else if (src && media.type === 'VIDEO') {
    body = (
      <Box
        component="video"
        controls
        preload="metadata"
        src={src}
        sx={box}
        aria-label={media.title}
      />
    );
  } else if (src && media.type === 'SOUND') {
    body = (
      <Box
        component="audio"
        controls
        preload="metadata"
        src={src}
        sx={{ width: '100%' }}
        aria-label={media.title}
      />
    );
  } else if (src && media.type === 'IMAGE') {
    body = (
      <Box
        component="img"
        src={src}
        alt={media.title}
        sx={{ ...box, objectFit: 'contain', bgcolor: 'action.hover' }}
      />
    );
  } else if (src) {
    body = (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box>
          <MuiButton
            href={src}
            target="_blank"
            rel="noopener"
            startIcon={<OpenInNewIcon />}
            variant="outlined"
          >
            {translate('app.content.media.open_document')}
          </MuiButton>
        </Box>
      </Box>
    );
  }
  return (
    <Paper
      variant="outlined"
      data-testid="media-preview"
      sx={{ p: 2, mb: 2, width: '100%', maxWidth: 900, display: 'grid', gap: 1.5 }}
    >
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        {translate('app.content.media.preview')}
      </Typography>
      {body ?? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.content.media.no_source')}
        </Typography>
      )}
    </Paper>
  );
}
