import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/PageTitle';
import { errorMessage } from '../../features/notify/toast';
import { useCurrentUser } from '../../features/profile/api/useCurrentUser';
import { ProfileCompletion } from '../../features/profile/components/ProfileCompletion';
import { ProfileForm } from '../../features/profile/components/ProfileForm';
import { ProfileSkeleton } from '../../features/profile/components/ProfileSkeleton';

export function ProfileUserInfoPage() {
  const { data: user, isPending, isError, error, refetch } = useCurrentUser();

  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageTitle title="اطلاعات کاربری" />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Box>
          <Typography
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '1.4rem', md: '1.75rem' } }}
          >
            اطلاعات کاربری
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, lineHeight: 1.9 }}>
            با تکمیل اطلاعات، ثبت نام در دوره‌ها و رویدادها سریع‌تر انجام می‌شود.
          </Typography>
        </Box>
        {user && <ProfileCompletion user={user} />}
      </Box>
      {isPending && <ProfileSkeleton />}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              تلاش دوباره
            </Button>
          }
        >
          {errorMessage(error)}
        </Alert>
      )}
      {user && <ProfileForm user={user} />}
    </Box>
  );
}
