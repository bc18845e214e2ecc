import AlbumRounded from '@mui/icons-material/AlbumRounded';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import HeadphonesRounded from '@mui/icons-material/HeadphonesRounded';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import TabletAndroidRounded from '@mui/icons-material/TabletAndroidRounded';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { toPersianDigits } from '@daneshsara/domain';
import { useState, type ReactNode } from 'react';
import { SITE_NAME } from '../../../config/site';
import { isPackageRow, type SellableRow } from '../model';

/** Cloth colours of a bookshop shelf, chosen by id so a book keeps its own. */
const CLOTHS = [
  ['#1d6b70', '#0b4347'],
  ['#8a4b3c', '#5c2e24'],
  ['#3f5a86', '#243a5e'],
  ['#b5832a', '#7d5614'],
  ['#4f7a5a', '#2d4f36'],
  ['#6d4a7e', '#452d52'],
  ['#9a5b2e', '#663913'],
] as const;

type CoverShape = 'book' | 'disc' | 'notes' | 'file' | 'audio' | 'package';

function shapeOf(row: SellableRow): CoverShape {
  if (isPackageRow(row)) return 'package';
  if (row.physical_type === 'CD') return 'disc';
  if (row.physical_type === 'MANUSCRIPT') return 'notes';
  if (row.physical_type === 'BOOK' || row.is_physical) return 'book';
  return /صوت|صوتی|درس‌گفتار|MP3/i.test(row.title) ? 'audio' : 'file';
}

const ICONS: Record<CoverShape, ReactNode> = {
  book: <AutoStoriesOutlined />,
  disc: <AlbumRounded />,
  notes: <DescriptionOutlined />,
  file: <TabletAndroidRounded />,
  audio: <HeadphonesRounded />,
  package: <Inventory2Outlined />,
};

interface CoverProps {
  row: SellableRow;
  /** card: a grid card; large: the product page; thumb: a basket line (no title on the cover). */
  size?: 'card' | 'large' | 'thumb';
  eager?: boolean;
  /** Drawn over the picture (badges). */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A product's picture on a soft "shop shelf" ground: the thumbnail when there is one (shown whole,
 * covers are portrait), otherwise a designed cover in the manner of the thing: a cloth-bound book
 * with its spine on the right, a disc in its case, a bound set of notes, a file, a boxed set.
 */
export function ProductCover({ row, size = 'card', eager = false, children, sx }: CoverProps) {
  const [failed, setFailed] = useState(false);
  const showImage = !!row.thumbnail && !failed;
  const thumb = size === 'thumb';
  return (
    <Box
      sx={[
        {
          position: 'relative',
          aspectRatio: thumb ? '3 / 4' : '4 / 5',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          background: thumb
            ? '#f1ece2'
            : 'radial-gradient(circle at 50% 35%, #fbf8f2 0%, #f1ebdf 70%, #ebe3d4 100%)',
          borderRadius: thumb ? 1.5 : 0,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {showImage ? (
        <Box
          component="img"
          src={row.thumbnail ?? undefined}
          alt={row.title}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          sx={{
            width: thumb ? '100%' : '78%',
            height: thumb ? '100%' : '84%',
            objectFit: thumb ? 'cover' : 'contain',
            display: 'block',
            filter: thumb ? undefined : 'drop-shadow(0 10px 14px rgba(40,30,10,0.22))',
          }}
        />
      ) : (
        <DesignedCover row={row} size={size} />
      )}
      {children}
    </Box>
  );
}

function DesignedCover({ row, size }: { row: SellableRow; size: 'card' | 'large' | 'thumb' }) {
  const shape = shapeOf(row);
  const [light, dark] = CLOTHS[Math.abs(row.id) % CLOTHS.length];
  const thumb = size === 'thumb';
  const large = size === 'large';
  const titleSize = large ? { xs: '1.05rem', sm: '1.3rem' } : { xs: '0.72rem', sm: '0.86rem' };

  if (shape === 'disc') {
    return (
      <Box
        role="img"
        aria-label={row.title}
        sx={{
          width: thumb ? '88%' : '66%',
          aspectRatio: '1',
          borderRadius: thumb ? 1 : 1.5,
          position: 'relative',
          background: `linear-gradient(150deg, ${light}, ${dark})`,
          boxShadow: thumb ? 'none' : '0 14px 26px rgba(40,30,10,0.25)',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            width: '78%',
            aspectRatio: '1',
            borderRadius: '50%',
            background:
              'conic-gradient(from 30deg, #e9eef0, #c9d3d8, #f6f8f9, #b9c6cc, #eef2f4, #cfd8dc, #e9eef0)',
            boxShadow: 'inset 0 0 0 1px rgba(255,255,255,0.6), 0 4px 10px rgba(0,0,0,0.25)',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <Box
            sx={{
              width: '34%',
              aspectRatio: '1',
              borderRadius: '50%',
              bgcolor: dark,
              border: '3px solid rgba(255,255,255,0.85)',
            }}
          />
        </Box>
        {!thumb && (
          <Box
            sx={{
              position: 'absolute',
              insetInline: 0,
              bottom: 0,
              px: 1,
              py: large ? 1 : 0.5,
              bgcolor: 'rgba(0,0,0,0.28)',
              color: '#fff',
              fontWeight: 700,
              fontSize: large ? '0.95rem' : '0.68rem',
              textAlign: 'center',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {toPersianDigits(row.title)}
          </Box>
        )}
      </Box>
    );
  }

  const isPackage = shape === 'package';
  const cover = (
    <Box
      role="img"
      aria-label={row.title}
      sx={{
        position: 'relative',
        width: thumb ? '100%' : shape === 'file' || shape === 'audio' ? '58%' : '62%',
        aspectRatio: shape === 'file' || shape === 'audio' ? '3 / 4.4' : '2 / 3',
        borderRadius: shape === 'file' || shape === 'audio' ? (thumb ? 1 : 2) : '3px 6px 6px 3px',
        background:
          shape === 'notes'
            ? `linear-gradient(180deg, #fbfaf6 0%, #f1ede3 100%)`
            : `linear-gradient(160deg, ${light} 0%, ${dark} 100%)`,
        color: shape === 'notes' ? dark : '#fff',
        boxShadow: thumb
          ? 'none'
          : '0 16px 28px rgba(40,30,10,0.26), 0 2px 4px rgba(40,30,10,0.18)',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        px: thumb ? 0.5 : large ? 3 : 1.5,
        pt: thumb ? 0 : large ? 4 : 2,
        pb: thumb ? 0 : large ? 2.5 : 1.25,
        // The spine: in a Persian book the binding is on the right (the start side).
        '&::before':
          shape === 'book' || shape === 'package'
            ? {
                content: '""',
                position: 'absolute',
                insetBlock: 0,
                insetInlineStart: 0,
                width: '9%',
                background:
                  'linear-gradient(90deg, rgba(0,0,0,0.28), rgba(255,255,255,0.12) 60%, rgba(0,0,0,0.15))',
              }
            : shape === 'notes'
              ? {
                  content: '""',
                  position: 'absolute',
                  insetBlock: 0,
                  insetInlineStart: 0,
                  width: '10%',
                  background: `repeating-linear-gradient(180deg, ${dark} 0 3px, transparent 3px 9px)`,
                  opacity: 0.55,
                }
              : undefined,
        // A fine frame, like a blind-stamped border.
        '&::after': thumb
          ? undefined
          : {
              content: '""',
              position: 'absolute',
              inset: large ? 14 : 8,
              insetInlineStart: large ? '14%' : '15%',
              border: '1px solid',
              borderColor: shape === 'notes' ? `${dark}55` : 'rgba(255,255,255,0.35)',
              borderRadius: 1,
              pointerEvents: 'none',
            },
      }}
    >
      <Box
        sx={{
          opacity: 0.9,
          display: 'grid',
          placeItems: 'center',
          height: thumb ? '100%' : undefined,
          '& svg': { fontSize: thumb ? 22 : large ? 44 : 24 },
          ...(shape === 'book' || shape === 'package' ? { pl: thumb ? 0 : 0 } : {}),
        }}
      >
        {ICONS[shape]}
      </Box>
      {!thumb && (
        <>
          <Box
            aria-hidden
            sx={{
              mt: large ? 2 : 1,
              fontWeight: 800,
              fontSize: titleSize,
              lineHeight: 1.6,
              display: '-webkit-box',
              WebkitLineClamp: large ? 4 : 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              paddingInlineStart: '8%',
              textShadow: shape === 'notes' ? 'none' : '0 1px 2px rgba(0,0,0,0.25)',
            }}
          >
            {toPersianDigits(row.title)}
          </Box>
          <Box sx={{ flex: 1 }} />
          <Box
            aria-hidden
            sx={{
              width: '30%',
              height: 2,
              borderRadius: 2,
              bgcolor: shape === 'notes' ? dark : '#e8c27a',
              opacity: 0.8,
              mb: large ? 1 : 0.5,
            }}
          />
          <Box
            aria-hidden
            sx={{
              fontSize: large ? '0.8rem' : '0.6rem',
              fontWeight: 600,
              opacity: 0.85,
              paddingInlineStart: '8%',
            }}
          >
            {SITE_NAME}
          </Box>
        </>
      )}
    </Box>
  );

  if (!isPackage || thumb) return cover;
  // A boxed set: two more volumes peeking out behind the first.
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: '100%',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {[2, 1].map((depth) => (
        <Box
          key={depth}
          aria-hidden
          sx={{
            position: 'absolute',
            width: '62%',
            aspectRatio: '2 / 3',
            borderRadius: '3px 6px 6px 3px',
            background: `linear-gradient(160deg, ${CLOTHS[(row.id + depth) % CLOTHS.length][0]}, ${
              CLOTHS[(row.id + depth) % CLOTHS.length][1]
            })`,
            transform: `translate(${depth * -7}%, ${depth * -3}%) rotate(${depth * -3}deg)`,
            boxShadow: '0 10px 18px rgba(40,30,10,0.18)',
            opacity: 0.95,
          }}
        />
      ))}
      <Box sx={{ position: 'relative', width: '100%', display: 'grid', placeItems: 'center' }}>
        {cover}
      </Box>
    </Box>
  );
}
