/** The header a create is sent with; the API answers a repeat with the first result (docs/api.md). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Intents remembered at most: the unsettled ones of one tab are a handful. */
const MAX_INTENTS = 100;

/** The key of each intent not yet created, by the request that carries it. */
const keys = new Map<string, string>();

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // `randomUUID` exists in secure contexts only (https, localhost); the key needs no more than
  // 122 random bits in UUID form.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * What identifies one intent to create: the method, the path, the caller's own name for it (when
 * the same body may be meant twice, such as two chat messages "ok") and the body.
 */
export function intentOf(method: string, path: string, body: unknown, intent?: string): string {
  return JSON.stringify([method.toUpperCase(), path, intent ?? null, body ?? null]);
}

/**
 * Sends one create of `intent` with its key in `headers`; a success retires the key. A failure
 * keeps it, so sending the same request again is the same intent.
 */
export async function sendOnce<T>(
  intent: string,
  send: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const answer = await send({ [IDEMPOTENCY_HEADER]: idempotencyKeyOf(intent) });
  settleIntent(intent);
  return answer;
}

/**
 * The `Idempotency-Key` of an intent: made when it is first sent, and the same for every send of
 * the same request until one succeeds (a second click, a retry, the unchanged form submitted
 * again after a failure), so the server creates it once.
 */
export function idempotencyKeyOf(intent: string): string {
  let key = keys.get(intent);
  if (!key) {
    key = newKey();
    keys.set(intent, key);
    if (keys.size > MAX_INTENTS) keys.delete(keys.keys().next().value ?? intent);
  }
  return key;
}

/** The intent was created: the next send of the same request is a new intent, with a new key. */
export function settleIntent(intent: string): void {
  keys.delete(intent);
}
