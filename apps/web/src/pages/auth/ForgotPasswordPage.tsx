import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../config/paths';
import { AuthHeader } from '../../features/auth/components/AuthHeader';
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm';

export function ForgotPasswordPage() {
  return (
    <>
      <PageTitle title="بازیابی کلمه عبور" />
      <AuthHeader
        title="بازیابی کلمه عبور"
        subtitle="شماره همراه یا ایمیل حساب خود را وارد کنید تا کد بازیابی برایتان ارسال شود."
      />
      <ResetPasswordForm />
      <Box sx={{ mt: 3 }}>
        <Divider sx={{ mb: 2 }} />
        <Typography sx={{ textAlign: 'center', fontSize: '0.95rem' }}>
          کلمه عبور را به خاطر آوردید؟{' '}
          <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 700 }}>
            ورود
          </Link>
        </Typography>
      </Box>
    </>
  );
}
