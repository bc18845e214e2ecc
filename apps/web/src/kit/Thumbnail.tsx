import Box, { type BoxProps } from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';

export interface ThumbnailProps {
  src: string | null | undefined;
  alt: string;
  /** The placeholder's background (a gradient), shown when there is no picture or it fails. */
  background: string;
  /** width / height; the picture is cropped to fill it. */
  ratio?: string;
  /** Above-the-fold pictures load at once; card grids load lazily. */
  eager?: boolean;
  /** What the placeholder shows (an icon, a caption). */
  placeholder: ReactNode;
  /** The placeholder's own layout and pattern. */
  placeholderSx?: SxProps<Theme>;
  /** Laid over the picture (badges, a caption band). */
  children?: ReactNode;
  sx?: BoxProps['sx'];
}

/**
 * A card's picture, or a designed placeholder when there is none or it fails to load (DESIGN.md:
 * never a blank box). The donation and classroom thumbnails are this with their own palettes.
 */
export function Thumbnail({
  src,
  alt,
  background,
  ratio = '16 / 10',
  eager = false,
  placeholder,
  placeholderSx,
  children,
  sx,
}: ThumbnailProps) {
  const [failed, setFailed] = useState(false);
  const showImage = !!src && !failed;
  return (
    <Box
      data-kit="Thumbnail"
      sx={[
        { position: 'relative', aspectRatio: ratio, overflow: 'hidden', flexShrink: 0, background },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {showImage ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          role="img"
          aria-label={alt}
          sx={[
            { position: 'absolute', inset: 0 },
            ...(Array.isArray(placeholderSx) ? placeholderSx : [placeholderSx]),
          ]}
        >
          {placeholder}
        </Box>
      )}
      {children}
    </Box>
  );
}
