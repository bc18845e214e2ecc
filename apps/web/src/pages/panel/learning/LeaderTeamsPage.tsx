import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import {
  ClassroomName,
  IconText,
  MetaLine,
} from '../../../features/learning/components/PanelParts';
import type { TeamRow } from '../../../features/learning/lmaApi';
import { useMyLeadingTeams } from '../../../features/learning/sessionsApi';
import {
  learningPanelPaths,
  teamMembersCount,
  teamSeats,
} from '../../../features/learning/sessionsModel';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../../features/payments/components/LoadError';
import { PageHeader } from '../../../features/payments/components/PageHeader';
import { StatusChip } from '../../../features/payments/components/StatusChip';

function TeamCard({ team }: { team: TeamRow }) {
  const title = toPersianDigits(team.title);
  const seats = teamSeats(team);
  return (
    <Card component="li" aria-label={title}>
      <ButtonBase
        component={RouterLink}
        to={learningPanelPaths.leaderTeam(team.id)}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          width: '100%',
          p: { xs: 2, sm: 2.5 },
          textAlign: 'start',
          justifyContent: 'flex-start',
          '&:hover': { bgcolor: 'rgba(15,94,99,0.03)' },
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            borderRadius: 1,
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            flexShrink: 0,
            bgcolor: 'rgba(15,94,99,0.08)',
            color: 'primary.main',
          }}
        >
          <GroupsOutlined />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 800, fontSize: '1.05rem', lineHeight: 1.7 }}>
              {title}
            </Typography>
            <StatusChip
              label={team.is_joinable ? 'عضویت آزاد' : 'عضویت توسط ادمین'}
              tone={team.is_joinable ? 'info' : 'default'}
            />
          </Box>
          <MetaLine>
            <IconText icon={<SchoolOutlined />}>
              <ClassroomName id={team.classroom} />
            </IconText>
            <span>{teamMembersCount(team)}</span>
            {seats.left !== null && seats.left > 0 && <span>{seats.label}</span>}
          </MetaLine>
        </Box>
        <ChevronLeftRounded sx={{ color: 'text.secondary', flexShrink: 0 }} />
      </ButtonBase>
    </Card>
  );
}

/** /panel/profile/leader/teams: the teams I lead (a team leader's own page). */
export function LeaderTeamsPage() {
  const list = useMyLeadingTeams();
  const rows = list.data;
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title="گروه‌های من"
        description="گروه‌هایی که سرگروه آن‌ها هستید؛ برای دیدن اعضای هر گروه، آن را باز کنید."
      />
      {list.isError && !rows ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label="در حال بارگذاری گروه‌ها">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : rows && rows.length === 0 ? (
        <Card>
          <EmptyState
            icon={<GroupsOutlined />}
            title="شما سرگروه هیچ گروهی نیستید."
            description="وقتی آموزش شما را سرگروه گروهی کند، آن گروه و اعضایش در این صفحه نمایش داده می‌شود."
          />
        </Card>
      ) : (
        <Stack
          component="ul"
          spacing={2}
          aria-label="گروه‌های من"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {rows?.map((team) => (
            <TeamCard key={team.id} team={team} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
