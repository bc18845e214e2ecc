import EventOutlined from '@mui/icons-material/EventOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box, { type BoxProps } from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Thumbnail } from '../../../kit/Thumbnail';
import type { LearningKind } from '../kinds';

/**
 * Calm backgrounds for classrooms without a picture (DESIGN.md: a designed placeholder), chosen
 * by id so a classroom keeps its own: teal and slate for courses, warm tones for events.
 */
const PALETTES: Record<LearningKind, readonly string[]> = {
  training: [
    'linear-gradient(135deg, #2f8a8f 0%, #0f5e63 100%)',
    'linear-gradient(135deg, #5a6f95 0%, #34476b 100%)',
    'linear-gradient(135deg, #3f7d6a 0%, #22554a 100%)',
    'linear-gradient(135deg, #6b5b95 0%, #463a6b 100%)',
  ],
  circles: [
    'linear-gradient(135deg, #5a8f6a 0%, #2f6240 100%)',
    'linear-gradient(135deg, #2f8a8f 0%, #0f5e63 100%)',
    'linear-gradient(135deg, #8a6f4e 0%, #5e4a30 100%)',
  ],
  events: [
    'linear-gradient(135deg, #e2a941 0%, #b87a0e 100%)',
    'linear-gradient(135deg, #c9776b 0%, #94483e 100%)',
    'linear-gradient(135deg, #d08a4e 0%, #9a5a23 100%)',
  ],
};

const ICONS: Record<LearningKind, ReactNode> = {
  training: <SchoolOutlined />,
  circles: <ForumOutlined />,
  events: <EventOutlined />,
};

interface ClassroomThumbProps {
  src: string | null | undefined;
  alt: string;
  seed: number;
  kind: LearningKind;
  /** A word on the placeholder (the category), so two placeholders do not look the same. */
  caption?: string | null;
  ratio?: string;
  eager?: boolean;
  children?: ReactNode;
  sx?: BoxProps['sx'];
}

export function ClassroomThumb({
  src,
  alt,
  seed,
  kind,
  caption,
  ratio,
  eager,
  children,
  sx,
}: ClassroomThumbProps) {
  const palette = PALETTES[kind];
  return (
    <Thumbnail
      src={src}
      alt={alt}
      ratio={ratio}
      eager={eager}
      sx={sx}
      background={palette[Math.abs(seed) % palette.length]}
      placeholder={
        <>
          <Box
            aria-hidden
            sx={{
              width: 68,
              height: 68,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(255,255,255,0.16)',
              border: '1px solid rgba(255,255,255,0.28)',
              '& svg': { fontSize: 36 },
            }}
          >
            {ICONS[kind]}
          </Box>
          {caption && (
            <Box
              component="span"
              aria-hidden
              sx={{
                fontSize: '0.85rem',
                fontWeight: 700,
                letterSpacing: 0,
                opacity: 0.9,
                maxWidth: '80%',
                textAlign: 'center',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {caption}
            </Box>
          )}
        </>
      }
      placeholderSx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        color: 'rgba(255,255,255,0.92)',
        // A quiet lattice and two soft lights: a pattern, not a blank box.
        backgroundImage: [
          'radial-gradient(circle at 18% 22%, rgba(255,255,255,0.18), transparent 38%)',
          'radial-gradient(circle at 88% 85%, rgba(255,255,255,0.12), transparent 42%)',
          'repeating-linear-gradient(45deg, rgba(255,255,255,0.05) 0 2px, transparent 2px 18px)',
        ].join(', '),
      }}
    >
      {children}
    </Thumbnail>
  );
}
