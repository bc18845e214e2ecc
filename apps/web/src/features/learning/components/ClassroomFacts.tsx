import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import LiveTvOutlined from '@mui/icons-material/LiveTvOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import RepeatRounded from '@mui/icons-material/RepeatRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AUDIENCE_GENDER_LABELS, HOLDING_TYPE_LABELS, toPersianDigits } from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { plainExcerpt, safeHref } from '../../../kit/richText';
import type { ClassroomRow, ProfessorInfo } from '../lmaApi';
import { EVENT_CATEGORY_LABELS, holdingTime } from '../model';

export function ProfessorLine({ professor, size = 44 }: { professor: ProfessorInfo | null; size?: number }) {
  if (!professor) return null;
  const initial = (professor.firstname ?? professor.full_name).trim().charAt(0);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Avatar
        src={professor.picture ?? undefined}
        alt=""
        sx={{ width: size, height: size, bgcolor: 'rgba(15,94,99,0.12)', color: 'primary.main', fontWeight: 800 }}
      >
        {initial}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.8rem', lineHeight: 1.5 }}>استاد</Typography>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.6 }}>{professor.full_name}</Typography>
      </Box>
    </Box>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          bgcolor: 'rgba(15,94,99,0.07)',
          color: 'primary.main',
          '& svg': { fontSize: 20 },
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="dt" sx={{ color: 'text.secondary', fontSize: '0.8rem', lineHeight: 1.5 }}>
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600, lineHeight: 1.7, overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** The key facts of a classroom: how, for whom, when, where, and what comes before it. */
export function ClassroomFacts({ classroom, showAccess = false }: { classroom: ClassroomRow; showAccess?: boolean }) {
  const time = holdingTime(classroom);
  const address = classroom.classroom_address || classroom.event_address;
  const prerequisites = classroom.unit_info?.prerequisites_info ?? [];
  const live = showAccess ? safeHref(classroom.live_streaming_url) : null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {classroom.category && EVENT_CATEGORY_LABELS[classroom.category] && (
        <Fact icon={<CategoryOutlined />} label="نوع رویداد">
          {EVENT_CATEGORY_LABELS[classroom.category]}
        </Fact>
      )}
      <Fact icon={<LiveTvOutlined />} label="نوع برگزاری">
        {HOLDING_TYPE_LABELS[classroom.holding_type]}
      </Fact>
      <Fact icon={<GroupsOutlined />} label="مخاطبان">
        {AUDIENCE_GENDER_LABELS[classroom.audience_gender_type]}
      </Fact>
      {time && (
        <Fact icon={<CalendarMonthOutlined />} label="زمان برگزاری">
          {time}
        </Fact>
      )}
      {classroom.sessions_frequency && (
        <Fact icon={<RepeatRounded />} label="جلسات">
          {toPersianDigits(classroom.sessions_frequency)}
        </Fact>
      )}
      {address && (
        <Fact icon={<PlaceOutlined />} label="محل برگزاری">
          {plainExcerpt(address, 300)}
        </Fact>
      )}
      {prerequisites.length > 0 && (
        <Fact icon={<AccountTreeOutlined />} label="پیش‌نیاز">
          {prerequisites.map((p) => toPersianDigits(p.title)).join('، ')}
        </Fact>
      )}
      {live && (
        <Fact icon={<LiveTvOutlined />} label="نشانی کلاس برخط">
          <Box
            component="a"
            href={live}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ color: 'primary.main', fontWeight: 700 }}
          >
            ورود به کلاس
          </Box>
        </Fact>
      )}
    </Box>
  );
}
