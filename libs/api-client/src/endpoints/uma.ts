import type { OtpAction, Paginated, ProfileField, User } from '@daneshsara/domain';
import { toFormData } from '../form-data';
import type { HttpClient } from '../http';
import { fetchPage, type ListParams } from '../list';

export interface TokenResponse {
  token: { access_token: string };
}

export interface MessageResponse {
  message: string;
}

export interface SendOtpBody {
  input: string;
  action: OtpAction;
}

export interface SignUpBody {
  input: string;
  password: string;
  otp: string;
  firstname: string;
  lastname: string;
}

export interface LoginBody {
  input: string;
  password: string;
}

export interface LoginOtpBody {
  input: string;
  otp: string;
}

export interface SetPasswordBody {
  input: string;
  password: string;
  otp: string;
}

export interface VerifyInputBody {
  input: string;
  otp: string;
}


/**
 * A profile update. `picture` is a new file, the current URL unchanged, or null to remove it
 * (API.md "Forms with a file").
 */
export type ProfileUpdate = Partial<Pick<User, ProfileField>> & {
  picture?: Blob | string | null;
};

export interface UserListParams extends ListParams {
  role?: string;
}

export function createUmaApi(http: HttpClient) {
  const users = '/uma/users';
  return {
    sendOtp: (body: SendOtpBody) => http.post<MessageResponse>(`${users}/send_otp`, body),
    signUp: (body: SignUpBody) => http.post<TokenResponse>(`${users}/sign_up`, body),
    login: (body: LoginBody) => http.post<TokenResponse>(`${users}/login`, body),
    loginOtp: (body: LoginOtpBody) => http.post<TokenResponse>(`${users}/login_otp`, body),
    setPassword: (body: SetPasswordBody) => http.post<TokenResponse>(`${users}/set_password`, body),
    verifyInput: (body: VerifyInputBody) => http.put<User>(`${users}/verify_input`, body),

    getCurrentUser: (signal?: AbortSignal) => http.get<User>(`${users}/current`, undefined, signal),
    /** Multipart only when a new picture file goes along; JSON otherwise. */
    updateCurrentUser: (update: ProfileUpdate) =>
      http.put<User>(
        `${users}/current`,
        typeof Blob !== 'undefined' && update.picture instanceof Blob ? toFormData(update) : update,
      ),

    listUsers: ({ role, ...params }: UserListParams = {}, signal?: AbortSignal) =>
      fetchPage<User>(http, users, { ...params, filters: { ...params.filters, role } }, signal),
    listProfessors: (params: ListParams = {}, signal?: AbortSignal): Promise<Paginated<User>> =>
      fetchPage<User>(http, `${users}/professors`, params, signal),
    getUser: (id: number, signal?: AbortSignal) =>
      http.get<User>(`${users}/${id}`, undefined, signal),
  };
}

export type UmaApi = ReturnType<typeof createUmaApi>;

export { PROFILE_FIELDS, type ProfileField } from '@daneshsara/domain';
