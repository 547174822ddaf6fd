import type { OpenApiDocument } from './openapi-document';
import { describeAnswer, type Probe } from './conformance-probe';

const SIGN_IN = { method: 'post', path: '/jwt/login' } as const;

/**
 * What a backend shows of its throttling from outside: the documented number of failed sign-ins
 * for one address (the sign-in's `x-throttle`, the per-address limit of failures), each a 400,
 * then a 429 with `Retry-After`, the whole seconds to wait (no more than the documented lock).
 * The address is made up, new each run: no account is locked, the accounts later checks sign in
 * with included, and a run does not meet the last one's lock. Read-only: a failed sign-in
 * changes nothing but the counts.
 */
export async function checkSignInThrottle(probe: Probe, document: OpenApiDocument): Promise<void> {
  const endpoint = `${SIGN_IN.method.toUpperCase()} ${SIGN_IN.path}`;
  const rule = document.paths[SIGN_IN.path]?.[SIGN_IN.method]?.['x-throttle']?.find(
    (candidate) => candidate.scope === 'account' && candidate.counts === 'failures',
  );
  if (!rule) {
    probe.record(endpoint, 'documents how many failed sign-ins an address gets (x-throttle)', [
      'the sign-in states no limit of failed sign-ins per address',
    ]);
    return;
  }
  const email = `contract.throttle.${crypto.randomUUID()}@example.com`;
  const attempt = () =>
    probe.call(SIGN_IN.method, SIGN_IN.path, {
      body: { email, password: 'not-the-password-1' },
      token: null,
    });
  const problems: string[] = [];
  for (let count = 1; count <= rule.max && problems.length === 0; count += 1) {
    const answer = await attempt();
    problems.push(...probe.problemsOf(SIGN_IN.method, SIGN_IN.path, answer));
    if (answer.status !== 400) {
      problems.push(`failed sign-in ${count} of ${rule.max} ${describeAnswer(answer)}, not 400`);
    }
  }
  if (problems.length === 0) {
    const answer = await attempt();
    problems.push(...probe.problemsOf(SIGN_IN.method, SIGN_IN.path, answer));
    const retryAfter = answer.headers?.get('retry-after') ?? null;
    if (answer.status !== 429) {
      problems.push(`sign-in ${rule.max + 1} ${describeAnswer(answer)}, not 429`);
    } else if (retryAfter === null || !/^\d+$/.test(retryAfter.trim())) {
      problems.push(`its Retry-After is ${retryAfter ?? 'missing'}: the whole seconds to wait`);
    } else if (Number(retryAfter) < 1 || Number(retryAfter) > rule.lockSeconds) {
      problems.push(
        `Retry-After: ${retryAfter} is not within the documented lock (1 to ${rule.lockSeconds} s)`,
      );
    }
  }
  probe.record(
    endpoint,
    `throttles an address after ${rule.max} failed sign-ins (429 with Retry-After)`,
    problems,
  );
}

/**
 * The documented cap on request bodies (`components.x-request-body`), as it shows from outside: a
 * sign-in whose body is a little over the cap answers 413 (before the password is looked at),
 * in the documented error shape. Read-only: the body is refused unread.
 */
export async function checkBodyCap(probe: Probe, document: OpenApiDocument): Promise<void> {
  const endpoint = `${SIGN_IN.method.toUpperCase()} ${SIGN_IN.path}`;
  const rules = document.components['x-request-body'];
  if (!rules) {
    probe.record(endpoint, 'documents the largest body it reads (x-request-body)', [
      'the document states no cap on request bodies',
    ]);
    return;
  }
  const answer = await probe.call(SIGN_IN.method, SIGN_IN.path, {
    body: { email: 'contract.body-cap@example.com', password: 'x'.repeat(rules.maxBytes + 1024) },
    token: null,
  });
  const problems = probe.problemsOf(SIGN_IN.method, SIGN_IN.path, answer);
  if (answer.status !== 413) {
    problems.unshift(`a body of ${rules.maxBytes + 1024} bytes ${describeAnswer(answer)}, not 413`);
  }
  probe.record(endpoint, `refuses a body over ${rules.maxBytes} bytes (413)`, problems);
}
