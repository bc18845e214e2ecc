import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../config/paths';
import { AuthHeader } from '../../features/auth/components/AuthHeader';
import { SignUpForm } from '../../features/auth/components/SignUpForm';

export function SignUpPage() {
  return (
    <>
      <PageTitle title="ثبت نام" />
      <AuthHeader
        title="ثبت نام در دانش‌سرا"
        subtitle="با شماره همراه خود در چند ثانیه حساب کاربری بسازید."
      />
      <SignUpForm />
      <Box sx={{ mt: 3 }}>
        <Divider sx={{ mb: 2 }} />
        <Typography sx={{ textAlign: 'center', fontSize: '0.95rem' }}>
          قبلا ثبت نام کرده‌اید؟{' '}
          <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 700 }}>
            وارد شوید
          </Link>
        </Typography>
      </Box>
    </>
  );
}
