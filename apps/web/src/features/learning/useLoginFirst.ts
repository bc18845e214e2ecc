import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { rememberRedirect } from '../auth/redirect';
import { useSession } from '../auth/session';
import { toast } from '../notify/toast';
import { LearningMessages } from './model';

/**
 * A classroom page's buttons for the signed-in: a guest who presses one is told to sign in first
 * and sent to Login, coming back to this page afterwards. Answers whether the caller may go on.
 */
export function useLoginFirst(): () => boolean {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (user) return true;
    rememberRedirect(`${location.pathname}${location.search}`);
    toast.info(LearningMessages.LOGIN_FIRST);
    navigate(paths.login);
    return false;
  };
}
