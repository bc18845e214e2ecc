import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../auth/session';

/** A closing invitation for guests; members do not need to be asked twice. */
export function JoinBand() {
  const { user } = useSession();
  if (user) return null;
  return (
    <Container maxWidth="lg" sx={{ pb: { xs: 5, md: 8 } }}>
      <Box
        sx={{
          borderRadius: 4,
          p: { xs: 3, md: 5 },
          bgcolor: '#fbefd9',
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: '1.25rem', md: '1.5rem' } }}
          >
            به جمع اندیشه‌جویان دانش‌سرا بپیوندید
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1, lineHeight: 1.9 }}>
            ثبت نام رایگان است و تنها با شماره همراه انجام می‌شود.
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.signUp}
          variant="contained"
          size="large"
          sx={{ px: 4, flexShrink: 0 }}
        >
          ثبت نام رایگان
        </Button>
      </Box>
    </Container>
  );
}
