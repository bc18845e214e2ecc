/** Where the console talks to and where staff sign in; one place for the URLs. */
export const API_URL = '/api';
/** The storefront's staff login page (built by apps/web); it stores the JWT in TOKEN_COOKIE. */
export const LOGIN_PATH = '/login/admin';
export const TOKEN_COOKIE = 'BearerAccessToken';
/** The console is served under this path; react-admin's routes are relative to it. */
export const ROUTER_BASENAME = '/admin';
