import { createMongoAbility, subject as asSubject, type MongoAbility } from '@casl/ability';
import {
  describeAnswer,
  exampleBody,
  examplePath,
  exampleUrl,
  type Answer,
  operationName,
  pick,
  type Operation,
  type Probe,
} from './conformance-probe';

/** An account the checks signed in with, and what its own rules allow. */
export interface SignedInAccount {
  email: string;
  token: string;
  ability: MongoAbility;
}

/**
 * Signs in a second account, the one with narrower rules: its `userData.ability`, as the backend
 * itself answered it, says what the backend must refuse it.
 */
export async function signInAs(
  probe: Probe,
  account: { email: string; password: string },
): Promise<SignedInAccount | null> {
  const answer = await probe.call('post', '/jwt/login', { body: account, token: null });
  const body = answer.body as
    { accessToken?: unknown; userData?: { ability?: unknown } } | undefined;
  const rules = body?.userData?.ability;
  const ok = answer.status === 200 && typeof body?.accessToken === 'string' && Array.isArray(rules);
  probe.record(
    'POST /jwt/login',
    `signs in the narrower account ${account.email}`,
    ok
      ? []
      : [answer.status === 200 ? 'no accessToken or no userData.ability' : describeAnswer(answer)],
  );
  if (!ok || typeof body?.accessToken !== 'string' || !Array.isArray(rules)) return null;
  return {
    email: account.email,
    token: body.accessToken,
    ability: createMongoAbility(rules as never[]),
  };
}

/** A copy of `value` with `path` (`task.id`) set to `id`. */
function withValueAt(value: unknown, path: string, id: unknown): unknown {
  const [head = '', ...rest] = path.split('.');
  const object = typeof value === 'object' && value !== null ? value : {};
  return {
    ...object,
    [head]: rest.length === 0 ? id : withValueAt(pick(object, head), rest.join('.'), id),
  };
}

/** The problems of a refusal: 403, documented, and CASL's sentence for the action and subject. */
function refusalProblems(
  probe: Probe,
  operation: Operation,
  url: string,
  answer: Answer,
  rule: { action: string; subject: string },
  statuses: readonly number[] = [403],
): string[] {
  if (!statuses.includes(answer.status)) return [describeAnswer(answer)];
  const problems = probe.problemsOf(operation.method, url, answer);
  const message = pick(answer.body, 'message');
  const sentence = `Cannot execute ${rule.action} on ${rule.subject}`;
  if (answer.status === 403 && message !== sentence) {
    problems.push(`the message is ${JSON.stringify(message)}, not "${sentence}"`);
  }
  return problems;
}

/**
 * What the narrower account may not do, it must be refused. Every operation whose `x-ability` its
 * rules do not allow answers 403 (reads always; writes with `write`, since a backend that wrongly
 * allows one changes a record). Where an operation states a record rule (`x-record-rule`), a record
 * of someone else's is tried: 403, or 404 for a record the account may not see.
 */
export async function checkAccess(
  probe: Probe,
  options: { operations: readonly Operation[]; restricted: SignedInAccount; write: boolean },
): Promise<void> {
  const { operations, restricted, write } = options;
  for (const operation of operations) {
    const rule = operation.operation['x-ability'];
    if (!rule || (operation.method !== 'get' && !write)) continue;
    const { action, subject } = rule;
    if (restricted.ability.can(action, subject)) continue;
    const url = exampleUrl(operation) ?? operation.path.replaceAll(/\{\w+\}/g, '1');
    const answer = await probe.call(operation.method, url, {
      token: restricted.token,
      body: exampleBody(operation),
    });
    probe.record(
      operationName(operation),
      `refuses ${restricted.email}, whose rules do not allow ${action} on ${subject} (403)`,
      refusalProblems(probe, operation, url, answer, rule),
    );
  }
  if (!write) return;

  for (const operation of operations) {
    const recordRule = operation.operation['x-record-rule'];
    const rule = operation.operation['x-ability'];
    if (!recordRule || !rule || !restricted.ability.can(rule.action, rule.subject)) continue;
    const name = `refuses ${restricted.email} ${rule.action} on another's ${rule.subject} (403 or 404)`;
    const source = operations.find(
      (candidate) => candidate.operation.operationId === recordRule.records,
    );
    const list = source?.operation['x-list'];
    // The list as it opens, unfiltered: the records of others are there to try.
    const sourceUrl = source && examplePath(source);
    if (!source || !list || !sourceUrl) {
      probe.record(operationName(operation), name, [
        `x-record-rule names ${recordRule.records}, which is not a list of this run`,
      ]);
      continue;
    }
    const listed = await probe.call('get', sourceUrl);
    const items = pick(listed.body, list.items);
    const other = Array.isArray(items)
      ? items.find(
          (item) =>
            typeof item === 'object' &&
            item !== null &&
            !restricted.ability.can(rule.action, asSubject(rule.subject, { ...item })),
        )
      : undefined;
    if (other === undefined) {
      probe.record(operationName(operation), name, [
        `${sourceUrl} holds no record the narrower account may not ${rule.action}`,
      ]);
      continue;
    }
    const id = pick(other, list.id ?? 'id');
    const [where, path] = recordRule.id.split(':') as ['body' | 'query', string];
    let url = exampleUrl(operation) ?? operation.path;
    let body = exampleBody(operation);
    if (where === 'body') body = withValueAt(body, path, id);
    else {
      const [pathname = url, search = ''] = url.split('?');
      const query = new URLSearchParams(search);
      query.set(path, String(id));
      url = `${pathname}?${query}`;
    }
    const answer = await probe.call(operation.method, url, { token: restricted.token, body });
    probe.record(
      operationName(operation),
      name,
      refusalProblems(probe, operation, url, answer, rule, [403, 404]),
    );
  }
}
