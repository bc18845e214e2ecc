import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EventSeatOutlined from '@mui/icons-material/EventSeatOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { HOLDING_TYPE_LABELS, toPersianDigits } from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { KINDS, type LearningKind } from '../kinds';
import type { ClassroomRow } from '../lmaApi';
import {
  audienceNote,
  periodLine,
  priceLabel,
  registeredMark,
  seatsInfo,
  statusBadge,
  type SeatsTone,
} from '../model';
import { TONE_DOT } from './tones';
import { ClassroomThumb } from './ClassroomThumb';

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

const SEAT_COLOR: Record<SeatsTone, string> = {
  unlimited: 'text.secondary',
  plenty: 'text.secondary',
  few: '#a4610b',
  full: 'error.main',
};

/** A solid pill over the picture (status, "already registered"). */
function OverlayPill({ dot, children }: { dot: string; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        height: 28,
        borderRadius: 99,
        bgcolor: 'rgba(255,255,255,0.95)',
        color: 'text.primary',
        fontSize: '0.78rem',
        fontWeight: 700,
        boxShadow: '0 2px 8px rgba(0,0,0,0.12)',
        whiteSpace: 'nowrap',
      }}
    >
      <Box component="span" aria-hidden sx={{ width: 7, height: 7, borderRadius: 99, bgcolor: dot }} />
      {children}
    </Box>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        color: 'text.secondary',
        fontSize: '0.88rem',
        minWidth: 0,
        '& svg': { fontSize: 18, flexShrink: 0, color: 'primary.light' },
      }}
    >
      {icon}
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * One classroom in the catalogue (DESIGN.md "Cards"): picture or placeholder, phase, title,
 * professor, dates, price or «رایگان», seats left, and the mark when the visitor is already in.
 */
export function ClassroomCard({ classroom, kind }: { classroom: ClassroomRow; kind: LearningKind }) {
  const status = statusBadge(classroom.status);
  const mine = registeredMark(classroom.current_user_register_info);
  const seats = seatsInfo(classroom);
  const dates = periodLine(classroom);
  const audience = audienceNote(classroom.audience_gender_type);
  const category = classroom.unit_info?.category_info?.title ?? null;
  const free = classroom.price === 0;
  return (
    <Card
      component="article"
      aria-label={classroom.title}
      sx={{
        height: '100%',
        transition: 'box-shadow .2s, transform .2s',
        '&:hover': { boxShadow: '0 10px 28px rgba(15,94,99,0.12)', transform: 'translateY(-2px)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={KINDS[kind].publicDetail(classroom.id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <ClassroomThumb
          src={classroom.thumbnail}
          alt={classroom.title}
          seed={classroom.id}
          kind={kind}
          caption={category}
        >
          <Box
            sx={{
              position: 'absolute',
              top: 12,
              insetInline: 12,
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'flex-start',
              gap: 1,
              flexWrap: 'wrap',
            }}
          >
            <OverlayPill dot={TONE_DOT[status.tone]}>{status.label}</OverlayPill>
            {mine && (
              <Box
                component="span"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  px: 1.25,
                  height: 28,
                  borderRadius: 99,
                  bgcolor: mine.tone === 'success' ? '#1e6b24' : mine.tone === 'warning' ? '#8a5a00' : '#0b4a4e',
                  color: '#fff',
                  fontSize: '0.78rem',
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                  '& svg': { fontSize: 16 },
                }}
              >
                <CheckCircleRounded />
                {mine.label}
              </Box>
            )}
          </Box>
        </ClassroomThumb>
        <Box sx={{ p: 2.25, flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography
            sx={{ color: 'primary.main', fontSize: '0.8rem', fontWeight: 700, lineHeight: 1.6 }}
          >
            {[category, HOLDING_TYPE_LABELS[classroom.holding_type]].filter(Boolean).join(' · ')}
          </Typography>
          <Typography component="h3" sx={{ fontWeight: 800, fontSize: '1.08rem', lineHeight: 1.7, ...clamp(2) }}>
            {toPersianDigits(classroom.title)}
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.25 }}>
            {classroom.professor_info && (
              <Fact icon={<PersonOutlineRounded />}>{classroom.professor_info.full_name}</Fact>
            )}
            {dates && <Fact icon={<CalendarMonthOutlined />}>{dates}</Fact>}
          </Box>
          {audience && (
            <Box
              component="span"
              sx={{
                alignSelf: 'flex-start',
                px: 1,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'rgba(201,119,107,0.12)',
                color: '#8a3f35',
                fontSize: '0.78rem',
                fontWeight: 700,
              }}
            >
              {audience}
            </Box>
          )}
          <Box sx={{ flex: 1 }} />
          <Box
            sx={{
              mt: 1,
              pt: 1.5,
              borderTop: '1px dashed',
              borderColor: 'divider',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Typography
              component="span"
              sx={{
                fontWeight: 800,
                fontSize: free ? '1rem' : '1.02rem',
                color: free ? 'success.dark' : 'text.primary',
                whiteSpace: 'nowrap',
              }}
            >
              {priceLabel(classroom.price)}
            </Typography>
            <Box
              component="span"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                fontSize: '0.85rem',
                fontWeight: seats.tone === 'few' || seats.tone === 'full' ? 700 : 500,
                color: SEAT_COLOR[seats.tone],
                whiteSpace: 'nowrap',
                '& svg': { fontSize: 18 },
              }}
            >
              <EventSeatOutlined />
              {seats.label}
            </Box>
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function ClassroomCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <Box sx={{ p: 2.25 }}>
        <Skeleton width="40%" />
        <Skeleton width="85%" height={32} />
        <Skeleton width="55%" />
        <Skeleton width="65%" />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
          <Skeleton width="35%" height={28} />
          <Skeleton width="25%" height={28} />
        </Box>
      </Box>
    </Card>
  );
}
