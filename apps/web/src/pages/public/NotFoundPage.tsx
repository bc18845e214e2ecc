import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ textAlign: 'center', py: { xs: 8, md: 12 } }}>
      <PageTitle title="صفحه یافت نشد" />
      <Box sx={{ color: 'secondary.main', '& svg': { fontSize: 64 } }}>
        <SearchOffRounded />
      </Box>
      <Typography
        sx={{
          fontWeight: 800,
          fontSize: { xs: '4rem', md: '5rem' },
          color: 'primary.main',
          lineHeight: 1.2,
        }}
      >
        {toPersianDigits(404)}
      </Typography>
      <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
        صفحه‌ای که دنبال آن بودید پیدا نشد
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1.5, lineHeight: 1.9 }}>
        ممکن است نشانی اشتباه وارد شده باشد یا این صفحه جابه‌جا شده باشد.
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.home} variant="contained">
          صفحه اصلی
        </Button>
        <Button component={RouterLink} to={paths.allClassrooms} variant="outlined">
          مشاهده دوره‌ها
        </Button>
      </Box>
    </Container>
  );
}
