import type { ContractCheck } from './contract-check';
import { describeAnswer, pick, type Answer, type Probe } from './conformance-probe';
import { writeScenarios, type ScenarioStep, type WriteScenario } from './conformance-scenarios';
import { IF_MATCH_HEADER, versionTag } from '@/lib/versions/versions';

type Exchange = (
  method: string,
  url: string,
  name: string,
  init?: {
    body?: unknown;
    headers?: Record<string, string>;
    expect?: (status: number) => boolean;
    expectBody?: (body: unknown) => string | null;
  },
) => Promise<Answer | null>;

/** Replaces `{{name}}` in strings (a whole-string `{{name}}` keeps the saved value's type). */
function fill(value: unknown, saved: Map<string, unknown>): unknown {
  if (typeof value === 'string') {
    const whole = /^\{\{(\w+)\}\}$/.exec(value);
    if (whole?.[1]) return saved.get(whole[1]);
    return value.replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => String(saved.get(name)));
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, saved));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, saved)]));
  }
  return value;
}

const show = (value: unknown) => JSON.stringify(value);

/**
 * Where what was sent differs from what was read back: every field sent must read back equal (an
 * object sent compares the fields it holds; `{ id: 1 }` matches a stored `{ id: 1, fullName }`).
 */
export function differences(sent: unknown, stored: unknown, at = ''): string[] {
  if (typeof sent === 'object' && sent !== null && !Array.isArray(sent)) {
    if (typeof stored !== 'object' || stored === null) {
      return [`${at || 'the record'} reads back as ${show(stored)}`];
    }
    return Object.entries(sent).flatMap(([key, value]) =>
      differences(value, pick(stored, key), at ? `${at}.${key}` : key),
    );
  }
  if (Array.isArray(sent)) {
    if (!Array.isArray(stored) || stored.length !== sent.length) {
      return [`${at} sent ${show(sent)}, reads back ${show(stored)}`];
    }
    return sent.flatMap((item, index) => differences(item, stored[index], `${at}.${index}`));
  }
  return sent === stored ? [] : [`${at} sent ${show(sent)}, reads back ${show(stored)}`];
}

/** The tag of the operation a step calls, for `--only`/`--skip`. */
function tagOf(check: ContractCheck, step: ScenarioStep): string | undefined {
  const [method = 'get', path = '/'] = step.call.split(' ');
  return check.find(method, path.split('?')[0] ?? path)?.operation.tags[0];
}

/** Whether the operation a step calls reads an `Idempotency-Key` (the document's `creates`). */
function readsIdempotencyKey(check: ContractCheck, method: string, url: string): boolean {
  const operation = check.find(method, url.split('?')[0] ?? url)?.operation;
  return (operation?.parameters ?? []).some(
    (parameter) => '$ref' in parameter && parameter.$ref.endsWith('/IdempotencyKey'),
  );
}

/** Whether the operation a step calls takes a version (`x-versioned`, `If-Match`). */
function takesVersion(check: ContractCheck, method: string, url: string): boolean {
  return check.find(method, url.split('?')[0] ?? url)?.operation['x-versioned'] === true;
}

/** A version no record reaches in a conformance run: always stale. */
const STALE_VERSION = 999_999_999;
const STALE_TAG = versionTag(STALE_VERSION);

/**
 * The ids of a bulk write that takes their versions (`x-versioned-bulk`), when the step's body
 * names them; else undefined.
 */
function bulkIds(check: ContractCheck, method: string, url: string, body: unknown) {
  const bulk = check.find(method, url.split('?')[0] ?? url)?.operation['x-versioned-bulk'];
  const ids = bulk ? pick(body, bulk.ids) : undefined;
  return bulk && Array.isArray(ids)
    ? { ids: ids as unknown[], versions: bulk.versions }
    : undefined;
}

/** The versions a bulk 412 gives, paired with `ids` (undefined when one is missing). */
function versionsFrom(stale: unknown, ids: readonly unknown[]): number[] | undefined {
  if (!Array.isArray(stale)) return undefined;
  const byId = new Map<string, unknown>(
    stale.map((entry: unknown) => [String(pick(entry, 'id')), pick(entry, 'current.version')]),
  );
  const versions = ids.map((id) => byId.get(String(id)));
  return versions.every((version) => typeof version === 'number')
    ? (versions as number[])
    : undefined;
}

interface WriteContext {
  exchange: Exchange;
  check: ContractCheck;
  probe: Probe;
  tags: ReadonlySet<string>;
}

/** `POST /apps/users/add-user`: the documented path a call reaches. */
function endpointName(check: ContractCheck, method: string, url: string): string {
  const pathname = url.split('?')[0] ?? url;
  return `${method.toUpperCase()} ${check.find(method, pathname)?.path ?? pathname}`;
}

/** A create sent again with its `Idempotency-Key`: the first answer again, marked replayed. */
async function checkReplay(
  { check, probe }: WriteContext,
  sent: {
    method: string;
    url: string;
    body: unknown;
    headers: Record<string, string>;
    answer: Answer;
    label: string;
  },
): Promise<void> {
  const { method, url, body, headers, answer, label } = sent;
  const again = await probe.call(method.toLowerCase(), url, { body, headers });
  const same = again.status === answer.status && show(again.body) === show(answer.body);
  probe.record(
    endpointName(check, method, url),
    `${label}: the same Idempotency-Key again answers the first result (one record)`,
    !same
      ? [
          `first ${answer.status} ${show(answer.body).slice(0, 200)}, then ${describeAnswer(again)} ${show(again.body).slice(0, 200)}`,
        ]
      : again.headers?.get('idempotent-replayed') === 'true'
        ? []
        : ['the repeat has no `Idempotent-Replayed: true` header'],
  );
}

/** The record read back after a write: every field the write sent reads back equal. */
async function checkReadBack(
  { check, probe }: WriteContext,
  step: {
    readBack: NonNullable<ScenarioStep['readBack']>;
    saved: Map<string, unknown>;
    body: unknown;
    label: string;
    does: string;
  },
): Promise<void> {
  const { readBack, saved, body, label, does } = step;
  const url = String(fill(readBack.call.split(' ')[1] ?? '/', saved));
  const answer = await probe.call('get', url);
  const found = pick(answer.body, readBack.record);
  const id = show(fill(readBack.id, saved));
  const stored =
    readBack.id === undefined
      ? found
      : Array.isArray(found)
        ? found.find((item: unknown) => show(pick(item, 'id')) === id)
        : undefined;
  const whole = readBack.sent ? pick(body, readBack.sent) : body;
  const sent = readBack.fields
    ? Object.fromEntries(readBack.fields.map((field) => [field, pick(whole, field)]))
    : whole;
  probe.record(
    endpointName(check, 'get', url),
    `${label}: reads back what "${does}" sent`,
    answer.status !== 200
      ? [describeAnswer(answer)]
      : stored === undefined
        ? [`${url} does not hold the record`]
        : differences(sent, stored),
  );
}

/**
 * The write scenarios of the tags in the run: each creates records of its own, changes them,
 * reads them back and deletes them; its clean-up runs whatever happened, for what was created.
 * Every create is sent with an `Idempotency-Key` and sent again with it: one record, same answer.
 */
export async function runWriteScenarios(context: WriteContext): Promise<void> {
  const { exchange, check, tags } = context;
  const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const selected = writeScenarios.filter((scenario: WriteScenario) =>
    scenario.steps.every((step) => {
      const tag = tagOf(check, step);
      return tag !== undefined && tags.has(tag);
    }),
  );

  for (const scenario of selected) {
    const saved = new Map<string, unknown>([['run', runId]]);
    const run = async (steps: readonly ScenarioStep[], label: string) => {
      for (const [index, step] of steps.entries()) {
        const [method = 'get', path = '/'] = step.call.split(' ');
        const url = String(fill(path, saved));
        const body = fill(step.body, saved);
        const name = `${label}: ${step.does}`;
        const { refused, answer: expected } = step;
        const key =
          readsIdempotencyKey(check, method, url) && !refused
            ? `contract-${runId}-${scenario.name.replaceAll(/\W/g, '-')}-${index}`
            : undefined;
        // A versioned write is first sent naming a stale version: refused (412) with the record
        // as it stands, nothing written; then sent for real, naming the version that answer gave.
        let version: Record<string, string> = {};
        if (!refused && takesVersion(check, method, url)) {
          const stale = await exchange(method.toLowerCase(), url, `${name} (a stale If-Match)`, {
            body,
            headers: { [IF_MATCH_HEADER]: STALE_TAG },
            expect: (status) => status === 412,
            expectBody: (got) =>
              typeof pick(got, 'current.version') === 'number'
                ? null
                : 'the 412 does not hold the record as it stands (current.version)',
          });
          const current = pick(stale?.body, 'current.version');
          if (typeof current === 'number') version = { [IF_MATCH_HEADER]: versionTag(current) };
        }
        // A bulk write that takes versions is first sent with a stale one for each id: refused
        // (412) listing every record with how it stands; then with the versions that answer gave.
        let sent = body;
        const bulk = refused ? undefined : bulkIds(check, method, url, body);
        if (bulk && typeof body === 'object' && body !== null) {
          const stale = await exchange(method.toLowerCase(), url, `${name} (stale versions)`, {
            body: { ...body, [bulk.versions]: bulk.ids.map(() => STALE_VERSION) },
            expect: (status) => status === 412,
            expectBody: (got) =>
              versionsFrom(pick(got, 'stale'), bulk.ids)
                ? null
                : 'the 412 does not list each stale record as it stands (stale[].id, stale[].current.version)',
          });
          const versions = versionsFrom(pick(stale?.body, 'stale'), bulk.ids);
          if (versions) sent = { ...body, [bulk.versions]: versions };
        }
        const headers = key ? { 'idempotency-key': key } : version;
        const answer = await exchange(method.toLowerCase(), url, name, {
          body: sent,
          headers,
          ...(expected && {
            expectBody: (got: unknown) =>
              Object.entries(expected)
                .filter(([pointer, value]) => show(pick(got, pointer)) !== show(value))
                .map(
                  ([pointer, value]) =>
                    `${pointer} is ${show(pick(got, pointer))}, not ${show(value)}`,
                )
                .join('; ') || null,
          }),
          ...(refused && {
            expect: (status: number) => status === refused.status,
            expectBody: (got: unknown) => {
              if (!refused.field) return null;
              const messages = pick(got, `errors.${refused.field}`);
              return Array.isArray(messages) && messages.includes(refused.key)
                ? null
                : `errors.${refused.field} is ${show(messages)}, not [${show(refused.key)}]`;
            },
          }),
        });
        const succeeded = answer !== null && answer.status < 300;
        // What a backend wrongly made is kept too, so that the clean-up removes it.
        for (const [saveAs, pointer] of succeeded ? Object.entries(step.save ?? {}) : []) {
          const value = pick(answer?.body, pointer);
          // Only what the answer holds (a partial success's refused row has no record to clean).
          if (value !== undefined) saved.set(saveAs, value);
        }
        if (refused) continue;
        if (!answer || !succeeded) return false;
        if (key) await checkReplay(context, { method, url, body, headers, answer, label });
        if (step.readBack) {
          await checkReadBack(context, {
            readBack: step.readBack,
            saved,
            body,
            label,
            does: step.does,
          });
        }
      }
      return true;
    };
    await run(scenario.steps, scenario.name);
    // Cleanup runs whatever happened, for what was created.
    const cleanup = scenario.cleanup.filter((step) =>
      [...`${step.call} ${JSON.stringify(step.body ?? null)}`.matchAll(/\{\{(\w+)\}\}/g)].every(
        ([, name]) => name !== undefined && saved.has(name),
      ),
    );
    await run(cleanup, `${scenario.name} (clean-up)`);
  }
}
