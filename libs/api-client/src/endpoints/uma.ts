import type { OtpAction, Paginated, User } from '@daneshsara/domain';
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

/** The fields a person edits on their own profile (PUT /uma/users/current). */
export const PROFILE_FIELDS = [
  'firstname',
  'lastname',
  'nickname',
  'father_name',
  'gender',
  'marital_status',
  'birthdate',
  'national_code',
  'has_seminary_education',
  'last_academic_degree',
  'last_academic_degree_field',
  'last_academy_name',
  'educational_status',
  'phone_number',
  'on_social_network_mobile_number',
  'on_call_mobile_number',
  'is_abroad_birth_address',
  'birth_country',
  'birth_province',
  'birth_city',
  'is_abroad_living_address',
  'living_country',
  'living_province',
  'living_city',
  'living_address',
  'living_postal_code',
  'living_address_additional_info',
] as const satisfies ReadonlyArray<keyof User>;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

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
