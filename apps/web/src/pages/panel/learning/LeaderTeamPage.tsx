import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber, toPersianDigits } from '@daneshsara/domain';
import { useParams } from 'react-router-dom';
import {
  ClassroomName,
  Facts,
  NotFoundPage,
  PageSkeleton,
} from '../../../features/learning/components/PanelParts';
import type { TeamRegistrationRow } from '../../../features/learning/lmaApi';
import { registrationBadge } from '../../../features/learning/model';
import { useMyLeadingTeams, useTeamMembers } from '../../../features/learning/sessionsApi';
import {
  learningPanelPaths,
  teamMembersCount,
  teamSeats,
} from '../../../features/learning/sessionsModel';
import { DataList, type Column } from '../../../features/payments/components/DataList';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../../features/payments/components/LoadError';
import { PageHeader } from '../../../features/payments/components/PageHeader';
import { SectionCard } from '../../../kit/SectionCard';
import { StatusChip } from '../../../features/payments/components/StatusChip';
import { parseId } from '../../../features/payments/params';

const BACK = { to: learningPanelPaths.leaderTeams, label: 'گروه‌های من' };

type Member = TeamRegistrationRow & { n: number };

function phone(value: string | null | undefined) {
  if (!value) return '—';
  return (
    <Link href={`tel:${value}`} dir="ltr" sx={{ fontWeight: 600, unicodeBidi: 'isolate' }}>
      {toPersianDigits(value)}
    </Link>
  );
}

function status(row: Member) {
  const s = row.registration_info.status;
  if (!s) return '—';
  return <StatusChip {...registrationBadge({ status: s, transcript_sheet_info: null })} />;
}

const COLUMNS: readonly Column<Member>[] = [
  { key: 'n', label: 'ردیف', render: (r) => formatNumber(r.n), desktopOnly: true, width: 64 },
  {
    key: 'name',
    label: 'نام و نام خانوادگی',
    render: (r) => r.registration_info.owner_info?.full_name ?? '—',
    desktopOnly: true,
  },
  {
    key: 'mobile',
    label: 'شماره همراه',
    render: (r) => phone(r.registration_info.owner_info?.mobile_number),
    nowrap: true,
  },
  { key: 'status', label: 'وضعیت ثبت نام', render: status, desktopOnly: true },
];

/**
 * /panel/profile/leader/teams/:team_id: one team I lead, with its members and how to reach them.
 * A team I do not lead (or none) is «پیدا نشد».
 */
export function LeaderTeamPage() {
  const id = parseId(useParams().team_id);
  const teams = useMyLeadingTeams();
  const team = teams.data?.find((t) => t.id === id) ?? null;
  const members = useTeamMembers(team ? team.id : null);

  if (id === null || (teams.data && !team)) {
    return <NotFoundPage title="گروه" what="این گروه" back={BACK} />;
  }

  const rows = members.data?.map((m, i) => ({ ...m, n: i + 1 }));
  const seats = team ? teamSeats(team) : null;
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title={team ? toPersianDigits(team.title) : 'گروه'}
        badge={
          team ? (
            <StatusChip
              label={team.is_joinable ? 'عضویت آزاد' : 'عضویت توسط ادمین'}
              tone={team.is_joinable ? 'info' : 'default'}
            />
          ) : undefined
        }
        back={BACK}
      />
      {teams.isError && !teams.data ? (
        <LoadError error={teams.error} onRetry={() => void teams.refetch()} />
      ) : !team ? (
        <PageSkeleton label="در حال بارگذاری گروه" />
      ) : (
        <Stack spacing={3}>
          <SectionCard id="team-about" title="درباره گروه" icon={<GroupsOutlined />}>
            <Facts
              items={[
                {
                  label: 'کلاس',
                  wide: true,
                  value: <ClassroomName id={team.classroom} link />,
                },
                { label: 'اعضا', value: teamMembersCount(team) },
                { label: 'ظرفیت باقی‌مانده', value: seats?.label },
              ]}
            />
            {team.description?.trim() && (
              <Typography sx={{ mt: 2.5, lineHeight: 1.9, overflowWrap: 'anywhere' }}>
                {toPersianDigits(team.description)}
              </Typography>
            )}
          </SectionCard>
          <Box component="section" aria-labelledby="team-members">
            <Typography
              id="team-members"
              component="h2"
              sx={{
                fontWeight: 700,
                fontSize: '1.1rem',
                mb: 1.5,
                display: 'flex',
                alignItems: 'center',
                gap: 1,
              }}
            >
              <PeopleOutlineRounded sx={{ color: 'primary.main' }} />
              اعضای گروه
            </Typography>
            {members.isError && !members.data ? (
              <LoadError error={members.error} onRetry={() => void members.refetch()} />
            ) : (
              <DataList
                label="اعضای گروه"
                rows={rows}
                columns={COLUMNS}
                rowKey={(r) => r.id}
                cardTitle={(r) => r.registration_info.owner_info?.full_name ?? 'عضو گروه'}
                cardAside={status}
                loading={members.isPending}
                skeletonRows={3}
                empty={
                  <EmptyState
                    icon={<PeopleOutlineRounded />}
                    title="هنوز عضوی به این گروه نپیوسته است."
                    description={
                      team.is_joinable
                        ? 'ثبت نام‌شدگان کلاس می‌توانند از صفحه کلاس خود عضو این گروه شوند.'
                        : 'اعضای این گروه را آموزش تعیین می‌کند.'
                    }
                  />
                }
              />
            )}
          </Box>
        </Stack>
      )}
    </Box>
  );
}
