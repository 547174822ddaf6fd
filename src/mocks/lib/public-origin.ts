/**
 * The origin the app is served from: every link the mock mails (a password reset, an address to
 * verify) leads there. The host sets it (`configureMockApi`); it is never read from a request,
 * whose `Origin`, `Referer` and `Host` are the sender's to choose: a reset link on the sender's
 * site would hand them the victim's token.
 */
type OriginSource = () => string | undefined;

// Until a host says otherwise: the page's own origin where there is one (the browser worker).
let source: OriginSource = () => globalThis.location?.origin;

/**
 * The origin of an absolute http(s) URL (`https://app.example.com/x` → `https://app.example.com`);
 * throws, naming `what`, for anything else, so a misconfigured host stops at start.
 */
export function originOf(text: string, what: string): string {
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`[mock-api] ${what} must be an http(s) origin, like https://app.example.com`);
  }
  return url.origin;
}

/** A fixed origin, or a function for one known later (a server's, once it listens). */
export function setPublicOrigin(origin: string | OriginSource): void {
  if (typeof origin === 'string') {
    const fixed = originOf(origin, 'the public origin');
    source = () => fixed;
  } else {
    source = origin;
  }
}

/** Where the mock's links lead; throws when the host has not said (no link to a guess). */
export function publicOrigin(): string {
  const origin = source();
  if (!origin) {
    throw new Error(
      '[mock-api] no public origin to build mail links with: set MOCK_PUBLIC_ORIGIN (docs/running.md)',
    );
  }
  return origin;
}
