import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router-dom';
import { useRouteTitle } from '../../app/routeHandle';
import { ComingSoon } from '../../components/ComingSoon';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../config/paths';

export function PanelComingSoonPage() {
  const title = useRouteTitle() ?? 'این بخش';
  return (
    <Paper
      sx={{ maxWidth: 880, mx: 'auto', border: '1px solid', borderColor: 'divider' }}
      elevation={0}
    >
      <PageTitle title={title} />
      <ComingSoon
        title={title}
        description="این بخش از پنل کاربری در حال آماده‌سازی است. تا آن زمان می‌توانید اطلاعات کاربری خود را کامل کنید."
        action={
          <Button component={RouterLink} to={paths.panel.userInfo} variant="contained">
            تکمیل اطلاعات کاربری
          </Button>
        }
      />
    </Paper>
  );
}
