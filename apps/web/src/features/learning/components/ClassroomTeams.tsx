import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { toPersianDigits } from '@daneshsara/domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from '../../notify/toast';
import { ConfirmDialog } from '../../payments/components/ConfirmDialog';
import { SectionCard } from '../../../kit/SectionCard';
import { StatusChip } from '../../payments/components/StatusChip';
import { KINDS, type LearningKind } from '../kinds';
import type { TeamRow } from '../lmaApi';
import { useClassroomTeams, useJoinTeam, useTeamMembers } from '../sessionsApi';
import { canJoinTeam, myTeam, teamJoinBadge, teamSeats } from '../sessionsModel';
import { IconText, MetaLine, TitleRow } from './PanelParts';
import { SectionRows } from './RowList';

function Members({ team }: { team: number }) {
  const members = useTeamMembers(team);
  if (members.isPending) return <Skeleton width="60%" />;
  if (!members.data?.length) return null;
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        اعضای گروه
      </Typography>
      <Box
        component="ul"
        aria-label="اعضای گروه"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
      >
        {members.data.map((m) => (
          <Box
            component="li"
            key={m.id}
            sx={{
              px: 1.25,
              py: 0.25,
              borderRadius: 99,
              bgcolor: 'rgba(15,94,99,0.07)',
              fontSize: '0.85rem',
              fontWeight: 600,
            }}
          >
            {m.registration_info.owner_info?.full_name ?? 'عضو گروه'}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function TeamItem({
  team,
  joinable,
  onJoin,
  pending,
}: {
  team: TeamRow;
  joinable: boolean;
  onJoin: () => void;
  pending: boolean;
}) {
  const title = toPersianDigits(team.title);
  const seats = teamSeats(team);
  const joined = team.join_status === 'JOINED';
  return (
    <Box
      component="li"
      aria-label={title}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 1,
        border: '1px solid',
        borderColor: joined ? 'primary.light' : 'divider',
        bgcolor: joined ? 'rgba(15,94,99,0.04)' : undefined,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <TitleRow>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.7, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <StatusChip {...teamJoinBadge(team.join_status)} />
      </TitleRow>
      <MetaLine>
        {team.leader_info && (
          <IconText icon={<PersonOutlineRounded />}>سرگروه: {team.leader_info.full_name}</IconText>
        )}
        <span>{seats.label}</span>
      </MetaLine>
      {team.description?.trim() && (
        <Typography variant="body2" sx={{ lineHeight: 1.8, overflowWrap: 'anywhere' }}>
          {toPersianDigits(team.description)}
        </Typography>
      )}
      {joined && <Members team={team.id} />}
      {joinable && (
        <Box>
          <Button
            variant="contained"
            size="small"
            startIcon={<GroupAddOutlined />}
            onClick={onJoin}
            disabled={pending}
            sx={{ minHeight: 40, minWidth: 120 }}
          >
            عضویت
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * «گروه‌ها» of the learner's classroom page: every team with its leader, seats left and my join
 * status; «عضویت» for a joinable team with room while I have no team (one per registration).
 */
export function ClassroomTeams({ classroomId, kind }: { classroomId: number; kind: LearningKind }) {
  const list = useClassroomTeams(classroomId);
  const join = useJoinTeam(classroomId);
  const [asked, setAsked] = useState<TeamRow | null>(null);
  const rows = list.data;
  const mine = myTeam(rows);
  const notAllowed = isApiError(list.error) && list.error.status === 404;
  const noun = KINDS[kind].noun;
  const { hash } = useLocation();
  const loaded = !!rows;
  // «گروه‌ها» from a team project's page lands here: bring the section into view once drawn.
  useEffect(() => {
    if (loaded && hash === '#classroom-teams') {
      document
        .getElementById('classroom-teams')
        ?.closest('section')
        ?.scrollIntoView({ block: 'start' });
    }
  }, [loaded, hash]);
  return (
    <SectionCard
      id="classroom-teams"
      title="گروه‌ها"
      description={
        mine
          ? `شما عضو گروه «${toPersianDigits(mine.title)}» هستید.`
          : 'برای انجام پروژه‌های گروهی، عضو یکی از گروه‌ها شوید.'
      }
      icon={<GroupsOutlined />}
    >
      <SectionRows
        query={list}
        notAllowed={notAllowed}
        notAllowedNote={`گروه‌های این ${noun} تنها برای ثبت نام‌شدگان قطعی نمایش داده می‌شود.`}
        loadingLabel="در حال بارگذاری گروه‌ها"
        skeleton={
          <Stack spacing={1.5}>
            <Skeleton variant="rounded" height={96} />
            <Skeleton variant="rounded" height={96} />
          </Stack>
        }
        emptyNote={`هنوز گروهی برای این ${noun} ساخته نشده است.`}
        label="گروه‌ها"
        footer={
          !mine &&
          rows?.some((t) => t.join_status === 'ENABLED') && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5, lineHeight: 1.8 }}>
              هر نفر تنها عضو یک گروه می‌شود و پس از عضویت، امکان تغییر گروه وجود ندارد.
            </Typography>
          )
        }
      >
        {(teams) =>
          teams.map((team) => (
            <TeamItem
              key={team.id}
              team={team}
              joinable={canJoinTeam(team, teams)}
              pending={join.isPending}
              onJoin={() => setAsked(team)}
            />
          ))
        }
      </SectionRows>
      <ConfirmDialog
        open={!!asked}
        title="عضویت در گروه"
        message={
          asked
            ? `عضو گروه «${toPersianDigits(asked.title)}» می‌شوید. پس از عضویت، امکان تغییر گروه وجود ندارد. آیا مطمئن هستید؟`
            : ''
        }
        confirmLabel="بله، عضو می‌شوم"
        pending={join.isPending}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          if (!asked) return;
          const title = toPersianDigits(asked.title);
          join.mutate(asked.id, {
            onSuccess: () => toast.success(`عضویت شما در گروه «${title}» ثبت شد.`),
            onSettled: () => setAsked(null),
          });
        }}
      />
    </SectionCard>
  );
}
