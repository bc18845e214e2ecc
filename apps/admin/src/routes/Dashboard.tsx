import { formatNumber } from '@daneshsara/domain';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  Link,
  Title,
  useDataProvider,
  useGetIdentity,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { users } from '../resources/users';
import { canSeeResource } from '../resources/types';
import type { AdminDataProvider, PlatformStatistics } from '../providers/dataProvider';
import { DashboardWaiting } from './DashboardWaiting';

const FIGURES: ReadonlyArray<{ key: keyof PlatformStatistics; icon: ComponentType }> = [
  { key: 'users_count', icon: PeopleAltOutlinedIcon },
  { key: 'training_classrooms_count', icon: SchoolOutlinedIcon },
  { key: 'event_classrooms_count', icon: EventOutlinedIcon },
];

function Figure({ label, value, Icon }: { label: string; value: number; Icon: ComponentType }) {
  return (
    <Card sx={{ flex: '1 1 200px' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Icon />
        </Box>
        <Box>
          <Typography variant="h5" component="p">
            {formatNumber(value)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The console's home: a welcome and the platform figures the server reports (none made up). */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data: stats } = useQuery({
    queryKey: ['dashboard', 'statistics'],
    queryFn: () => dataProvider.getStatistics(),
    retry: false,
    staleTime: 60_000,
  });
  const roles = Array.isArray(identity?.roles) ? (identity.roles as string[]) : [];
  const figures = FIGURES.flatMap(({ key, icon }) => {
    const value = stats?.[key];
    return typeof value === 'number' ? [{ key, icon, value }] : [];
  });

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="app.menu.dashboard" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {identity?.fullName
              ? translate('app.dashboard.welcome', { name: identity.fullName })
              : translate('app.dashboard.welcome_anonymous')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.dashboard.intro')}
          </Typography>
          {roles.length > 0 && (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
              <Typography variant="body2" sx={{ alignSelf: 'center' }}>
                {translate('app.dashboard.your_roles')}:
              </Typography>
              {roles.map((role) => (
                <Chip key={role} size="small" label={translate(`app.roles.${role}`, { _: role })} />
              ))}
            </Stack>
          )}
          {canSeeResource(users, permissions) && (
            <MuiButton
              component={Link}
              to="/users"
              variant="contained"
              startIcon={<PeopleAltOutlinedIcon />}
            >
              {translate('app.dashboard.go_to_users')}
            </MuiButton>
          )}
        </CardContent>
      </Card>
      <DashboardWaiting />
      {figures.length > 0 && (
        <Box component="section">
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('app.dashboard.figures')}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
            {figures.map(({ key, icon, value }) => (
              <Figure
                key={key}
                label={translate(`app.dashboard.${key}`)}
                value={value}
                Icon={icon}
              />
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
