import type {
  LoginBody,
  LoginOtpBody,
  SendOtpBody,
  SetPasswordBody,
  SignUpBody,
  TokenResponse,
} from '@daneshsara/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { USER_SCOPE } from '../../../lib/queryKeys';
import { consumeRedirect } from '../redirect';
import { Messages } from '@daneshsara/domain';
import { toast } from '../../notify/toast';
import { getSession, setAccessToken } from '../session';
import { mergeGuestBasket } from '../../shop/merge';

export function useSendOtp() {
  return useMutation({ mutationFn: (body: SendOtpBody) => api.uma.sendOtp(body) });
}

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginBody) => api.uma.login(body) });
}

export function useLoginOtp() {
  return useMutation({ mutationFn: (body: LoginOtpBody) => api.uma.loginOtp(body) });
}

export function useSignUp() {
  return useMutation({ mutationFn: (body: SignUpBody) => api.uma.signUp(body) });
}

export function useSetPassword() {
  return useMutation({ mutationFn: (body: SetPasswordBody) => api.uma.setPassword(body) });
}

/**
 * Stores the token and leaves the auth screens: staff logging in at /login/admin go to the
 * console (a separate app, so a full page load); everyone else to the remembered route or the
 * panel.
 */
export function useCompleteLogin(target: 'panel' | 'console' = 'panel') {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (response: TokenResponse) => {
      // Whatever was cached belonged to the previous person (or to nobody).
      queryClient.removeQueries({ queryKey: USER_SCOPE });
      setAccessToken(response.token.access_token);
      // A visitor's basket joins the learner's server basket.
      void mergeGuestBasket(queryClient);
      if (target === 'console') {
        if (getSession().isStaff) {
          window.location.assign(paths.adminConsole);
          return;
        }
        // A learner at /login/admin: logged in all the same, but the console would refuse them.
        toast.warning(Messages.FORBIDDEN);
        navigate(paths.panel.root, { replace: true });
        return;
      }
      navigate(consumeRedirect() ?? paths.panel.root, { replace: true });
    },
    [navigate, queryClient, target],
  );
}
