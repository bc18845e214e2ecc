import KeyRounded from '@mui/icons-material/KeyRounded';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { useCompleteLogin } from '../api/useAuthMutations';
import { AuthHeader } from './AuthHeader';
import { OtpLoginForm } from './OtpLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';

type Method = 'password' | 'otp';

/** /login and /login/admin: the same screen; the admin one lands in the console. */
export function LoginScreen({ variant }: { variant: 'user' | 'admin' }) {
  const [method, setMethod] = useState<Method>('password');
  const complete = useCompleteLogin(variant === 'admin' ? 'console' : 'panel');
  const title = variant === 'admin' ? 'ورود مدیران' : 'ورود به حساب کاربری';

  return (
    <>
      <PageTitle title={title} />
      <AuthHeader
        title={title}
        subtitle={
          variant === 'admin'
            ? 'برای ورود به پنل مدیریت، با حساب کاربری خود وارد شوید.'
            : 'خوش آمدید! برای ادامه وارد حساب کاربری خود شوید.'
        }
      />
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={method}
        onChange={(_, next: Method | null) => next && setMethod(next)}
        aria-label="روش ورود"
        sx={{
          mb: 3,
          '& .MuiToggleButton-root': { gap: 1, minHeight: 44, fontWeight: 600 },
          '& .MuiToggleButton-root.Mui-selected': {
            bgcolor: 'rgba(15,94,99,0.1)',
            color: 'primary.dark',
            '&:hover': { bgcolor: 'rgba(15,94,99,0.16)' },
          },
        }}
      >
        <ToggleButton value="password">
          <KeyRounded fontSize="small" />
          با کلمه عبور
        </ToggleButton>
        <ToggleButton value="otp">
          <SmsOutlined fontSize="small" />
          با کد پیامکی
        </ToggleButton>
      </ToggleButtonGroup>

      {method === 'password' ? (
        <PasswordLoginForm onLoggedIn={complete} />
      ) : (
        <OtpLoginForm onLoggedIn={complete} />
      )}

      {variant === 'user' && (
        <Box sx={{ mt: 3 }}>
          <Divider sx={{ mb: 2 }} />
          <Typography sx={{ textAlign: 'center', fontSize: '0.95rem' }}>
            حساب کاربری ندارید؟{' '}
            <Link component={RouterLink} to={paths.signUp} sx={{ fontWeight: 700 }}>
              ثبت نام کنید
            </Link>
          </Typography>
        </Box>
      )}
    </>
  );
}
