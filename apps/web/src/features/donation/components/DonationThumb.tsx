import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import type { BoxProps } from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Thumbnail } from '../../../kit/Thumbnail';

/** Warm, calm backgrounds for causes without a picture, chosen by id so a cause keeps its own. */
const PLACEHOLDERS = [
  'linear-gradient(135deg, #2f8a8f 0%, #0f5e63 100%)',
  'linear-gradient(135deg, #e2a941 0%, #b87a0e 100%)',
  'linear-gradient(135deg, #c9776b 0%, #94483e 100%)',
  'linear-gradient(135deg, #5a8f6a 0%, #2f6240 100%)',
  'linear-gradient(135deg, #5a6f95 0%, #34476b 100%)',
] as const;

interface DonationThumbProps {
  src: string | null | undefined;
  alt: string;
  seed: number;
  /** width / height; the picture is cropped to fill it. */
  ratio?: string;
  icon?: ReactNode;
  children?: ReactNode;
  sx?: BoxProps['sx'];
  /** Above-the-fold pictures load at once; card grids load lazily. */
  eager?: boolean;
  /** Lift the placeholder's icon when a caption covers the lower part of the picture. */
  iconOffset?: number;
}

/** A cause's or category's picture, or a designed placeholder when there is none (DESIGN.md). */
export function DonationThumb({
  src,
  alt,
  seed,
  ratio,
  icon,
  children,
  sx,
  eager,
  iconOffset = 0,
}: DonationThumbProps) {
  return (
    <Thumbnail
      src={src}
      alt={alt}
      ratio={ratio}
      eager={eager}
      sx={sx}
      background={PLACEHOLDERS[Math.abs(seed) % PLACEHOLDERS.length]}
      placeholder={icon ?? <VolunteerActivismOutlined />}
      placeholderSx={{
        display: 'grid',
        placeItems: 'center',
        pb: `${iconOffset}px`,
        color: 'rgba(255,255,255,0.88)',
        backgroundImage:
          'radial-gradient(circle at 20% 25%, rgba(255,255,255,0.16), transparent 40%), radial-gradient(circle at 85% 80%, rgba(255,255,255,0.10), transparent 45%)',
        '& svg': { fontSize: 56 },
      }}
    >
      {children}
    </Thumbnail>
  );
}
