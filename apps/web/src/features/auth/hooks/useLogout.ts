import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { USER_SCOPE } from '../../../lib/queryKeys';
import { toast } from '../../notify/toast';
import { clearAccessToken } from '../session';

/** SPEC section 4: logout clears the token, the user and (later) the basket, then goes home. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    // Leave the panel first so its guard never sees a logged-out person mid-way.
    navigate('/', { replace: true });
    clearAccessToken();
    queryClient.removeQueries({ queryKey: USER_SCOPE });
    toast.info('از حساب کاربری خود خارج شدید.');
  }, [navigate, queryClient]);
}
