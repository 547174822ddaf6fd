import * as z from 'zod/mini';
import { featureIds, type FeatureId } from './features/feature-ids';

/**
 * Where the API lives. Read when the app starts, from the `config.json` served beside index.html,
 * so one build can be pointed at any backend (docs/running.md, "One build, any backend"). What the
 * file leaves out keeps its build-time value (VITE_* variables), and those default to the page's
 * own origin, where the mock API is mounted.
 */
export interface AppConfig {
  /** Base of the app calls (`api/...`, `apps/...`). Empty means same origin. */
  apiUrl: string;
  auth: {
    /** Host serving the auth endpoints. Empty means same origin. */
    host: string;
    loginEndpoint: string;
    /** The second step of a sign-in when two-step sign-in is on. */
    twoStepEndpoint: string;
    /** Mails a reset link. */
    forgotPasswordEndpoint: string;
    /** Sets a new password with a reset link's token; `…/check` says whether the link works. */
    resetPasswordEndpoint: string;
    /** Verifies an address with the mailed link's token. */
    verifyEmailEndpoint: string;
    registerEndpoint: string;
    refreshEndpoint: string;
    logoutEndpoint: string;
  };
  /**
   * What the backend serves (`featureIds`): the menus, the navbar and every screen show and call
   * only these. Undefined: everything, the whole API.
   */
  features?: readonly FeatureId[];
}

// `import.meta.env.X` each: Vite replaces each with its value (the whole object would be written
// into the entry chunk).
export const buildConfig: AppConfig = {
  apiUrl: import.meta.env.VITE_API_URL ?? '',
  auth: {
    host: import.meta.env.VITE_AUTH_HOST ?? '',
    loginEndpoint: import.meta.env.VITE_AUTH_LOGIN_ENDPOINT ?? '/jwt/login',
    twoStepEndpoint: import.meta.env.VITE_AUTH_TWO_STEP_ENDPOINT ?? '/jwt/login/two-step',
    forgotPasswordEndpoint:
      import.meta.env.VITE_AUTH_FORGOT_PASSWORD_ENDPOINT ?? '/jwt/forgot-password',
    resetPasswordEndpoint:
      import.meta.env.VITE_AUTH_RESET_PASSWORD_ENDPOINT ?? '/jwt/reset-password',
    verifyEmailEndpoint: import.meta.env.VITE_AUTH_VERIFY_EMAIL_ENDPOINT ?? '/jwt/verify-email',
    registerEndpoint: import.meta.env.VITE_AUTH_REGISTER_ENDPOINT ?? '/jwt/register',
    refreshEndpoint: import.meta.env.VITE_AUTH_REFRESH_ENDPOINT ?? '/jwt/refresh-token',
    logoutEndpoint: import.meta.env.VITE_AUTH_LOGOUT_ENDPOINT ?? '/jwt/logout',
  },
};

let current: AppConfig = buildConfig;

/** The configuration in force: the build's until `loadConfig` has read config.json. */
export function config(): AppConfig {
  return current;
}

/** The file's path beside index.html (index.html asks for it too, with the same options). */
export const configFileUrl = `${import.meta.env.BASE_URL}config.json`;

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

// zod/mini carries no message texts, and an operator reads these in the console: say what fits.
const base = z
  .string()
  .check(
    z.refine(
      (value) => value === '' || isHttpUrl(value),
      'must be an absolute http(s) URL, or "" for the page\'s own origin',
    ),
  );
const endpoint = z
  .string()
  .check(z.refine((value) => value.startsWith('/'), 'must be a path starting with "/"'));

/** What the backend serves; an id this build does not know is refused, like an unknown field. */
const features = z.array(z.enum(featureIds));

/** config.json: every field optional; an unknown one is refused, since it is most likely a typo. */
export const configFileSchema = z.strictObject({
  apiUrl: z.optional(base),
  auth: z.optional(
    z.strictObject({
      host: z.optional(base),
      loginEndpoint: z.optional(endpoint),
      twoStepEndpoint: z.optional(endpoint),
      forgotPasswordEndpoint: z.optional(endpoint),
      resetPasswordEndpoint: z.optional(endpoint),
      verifyEmailEndpoint: z.optional(endpoint),
      registerEndpoint: z.optional(endpoint),
      refreshEndpoint: z.optional(endpoint),
      logoutEndpoint: z.optional(endpoint),
    }),
  ),
  features: z.optional(features),
});
export type ConfigFile = z.infer<typeof configFileSchema>;

function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 0 ? issue.path.join('.') : '(the file)';
  if (issue.code === 'unrecognized_keys') return `${where}: unknown field ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type') return `${where}: must be of type ${issue.expected}`;
  if (issue.code === 'invalid_value') {
    return `${where}: unknown value, must be one of ${issue.values.map(String).join(', ')}`;
  }
  return `${where}: ${issue.message}`;
}

class ConfigError extends Error {}

/** The file's fields, or null when there is none; throws ConfigError when it cannot be used. */
async function readConfigFile(answer: Response | null): Promise<ConfigFile | null> {
  if (!answer) throw new ConfigError('could not be fetched (network error)');
  if (answer.status === 404) return null;
  if (!answer.ok) throw new ConfigError(`answered HTTP ${answer.status}`);
  // A host that answers every unknown path with index.html has no config.json either.
  if ((answer.headers.get('content-type') ?? '').includes('text/html')) return null;
  let json: unknown;
  try {
    json = await answer.json();
  } catch (error) {
    throw new ConfigError(`is not valid JSON (${String(error)})`);
  }
  const parsed = configFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new ConfigError(`is invalid:\n  ${parsed.error.issues.map(describeIssue).join('\n  ')}`);
  }
  return parsed.data;
}

export function withConfigFile(defaults: AppConfig, file: ConfigFile): AppConfig {
  return {
    apiUrl: file.apiUrl ?? defaults.apiUrl,
    auth: { ...defaults.auth, ...file.auth },
    features: file.features ?? defaults.features,
  };
}

/** Asks for config.json, revalidating so that a redeploy's file is seen. Never rejects. */
export function requestConfig(): Promise<Response | null> {
  return fetch(configFileUrl, {
    cache: 'no-cache',
    headers: { accept: 'application/json' },
  }).catch(() => null);
}

/**
 * Reads config.json's answer and puts it in force. A file that cannot be used leaves the build's
 * values in force and says why in the console, naming each wrong field: the app still starts
 * (against its default backend) instead of staying on the loading screen. Never rejects.
 */
export async function loadConfig(
  answer: Promise<Response | null> = requestConfig(),
): Promise<AppConfig> {
  try {
    const file = await readConfigFile(await answer);
    current = file ? withConfigFile(buildConfig, file) : buildConfig;
  } catch (error) {
    current = buildConfig;
    const reason =
      error instanceof ConfigError ? error.message : `could not be read (${String(error)})`;
    console.error(
      `${configFileUrl} ${reason}\nThe app uses its build's settings instead: ${JSON.stringify(buildConfig)}`,
    );
  }
  return current;
}
