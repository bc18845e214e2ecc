import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoginScreen } from '../../features/auth/components/LoginScreen';
import { consumeRedirect } from '../../features/auth/redirect';
import { getSession } from '../../features/auth/session';

export function LoginPage() {
  const navigate = useNavigate();
  // Checked once on arrival (e.g. the back button while logged in); a login made on this page
  // navigates by itself and must not race with this redirect.
  const [alreadyIn] = useState(() => getSession().user !== null);
  const handled = useRef(false);
  useEffect(() => {
    if (!alreadyIn || handled.current) return;
    handled.current = true;
    navigate(consumeRedirect() ?? paths.panel.root, { replace: true });
  }, [alreadyIn, navigate]);
  if (alreadyIn) return null;
  return <LoginScreen variant="user" />;
}

export function AdminLoginPage() {
  return <LoginScreen variant="admin" />;
}
