/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_AUTH_HOST?: string;
  readonly VITE_AUTH_LOGIN_ENDPOINT?: string;
  readonly VITE_AUTH_TWO_STEP_ENDPOINT?: string;
  readonly VITE_AUTH_FORGOT_PASSWORD_ENDPOINT?: string;
  readonly VITE_AUTH_RESET_PASSWORD_ENDPOINT?: string;
  readonly VITE_AUTH_VERIFY_EMAIL_ENDPOINT?: string;
  readonly VITE_AUTH_REGISTER_ENDPOINT?: string;
  readonly VITE_AUTH_REFRESH_ENDPOINT?: string;
  readonly VITE_AUTH_LOGOUT_ENDPOINT?: string;
  /** `worker` runs the mock API in a service worker (static build with no server). */
  readonly VITE_MOCK_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** config.json's answer, asked for by index.html before any module loads (src/lib/config.ts). */
  configResponse?: Promise<Response | null>;
}
