/**
 * Where the API lives. Everything defaults to the page's own origin, which is where the
 * mock API is mounted; a real backend is configured with VITE_* variables at build time.
 */
const env = import.meta.env;

export const config = {
  /** Base of the app calls (`api/...`, `apps/...`). Empty means same origin. */
  apiUrl: env.VITE_API_URL ?? '',
  auth: {
    /** Host serving the auth endpoints. Empty means same origin. */
    host: env.VITE_AUTH_HOST ?? '',
    loginEndpoint: env.VITE_AUTH_LOGIN_ENDPOINT ?? '/jwt/login',
    registerEndpoint: env.VITE_AUTH_REGISTER_ENDPOINT ?? '/jwt/register',
    refreshEndpoint: env.VITE_AUTH_REFRESH_ENDPOINT ?? '/jwt/refresh-token',
    logoutEndpoint: env.VITE_AUTH_LOGOUT_ENDPOINT ?? '/jwt/logout',
  },
} as const;
