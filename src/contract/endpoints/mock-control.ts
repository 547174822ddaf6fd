import { z } from 'zod';
import { mockFaults, mockStatusSchema, seedNames } from '@/apps/mock-api/api/mock-api-schemas';
import { liveEventTypes } from '@/lib/events/live-event-schemas';
import { publicAccess, type Endpoint, endpointGroup } from '@/contract/endpoint';

export const MAX_LATENCY_MS = 10_000;

const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

export const resetBody = z.object({ seed: z.enum(seedNames).optional() });
export const latencyBody = z.object({ ms: z.number().int().min(0).max(MAX_LATENCY_MS) });
export const failBody = z.object({
  path: z.string().trim().startsWith('/').max(500),
  method: z
    .string()
    .transform((method) => method.toUpperCase())
    .pipe(z.enum(httpMethods))
    .optional(),
  status: z.number().int().min(400).max(599).default(500),
  count: z.number().int().min(1).max(1000).default(1),
  message: z.string().min(1).max(500).optional(),
});
export const faultsBody = z.object({ faults: z.array(z.enum(mockFaults)).max(mockFaults.length) });
export const expireBody = z.object({ refresh: z.boolean().optional() });
export const clockBody = z.object({
  now: z.iso.datetime({ offset: true }).optional(),
  frozen: z.boolean().default(true),
});

/**
 * A mail the mock "sent" (`GET /__mock/outbox`), with the link it carries: a password-reset link
 * (`passwordReset`), an address to verify at sign-up (`verifyEmail`), a new address to confirm
 * (`verifyEmailChange`, to the new address) and the notice that the address is being changed
 * (`emailChangeRequested`, to the address in force, its link to My account), and the notice that
 * an admin reset the account's two-step sign-in (`twoStepReset`, its link to My account's
 * Security tab), an invitation to choose a password (`invitation`, its link to
 * `/accept-invite?token=…`), and the confirmation of an order to its buyer (`orderConfirmation`,
 * its link to the order in the shop's Orders). The same mail is in the account's inbox in the
 * email app.
 */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  kind: z.enum([
    'passwordReset',
    'verifyEmail',
    'verifyEmailChange',
    'emailChangeRequested',
    'twoStepReset',
    'invitation',
    'orderConfirmation',
  ]),
  to: z.string(),
  subject: z.string(),
  /** The mail as plain text, the link on a line of its own. */
  text: z.string(),
  link: z.string(),
  /** By the mock's clock. */
  sentAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxQuery = z.object({ to: z.string().trim().toLowerCase().optional() });

/** `POST /__mock/limits`: forget what the throttling limits counted, and or turn them off or on. */
export const limitsBody = z.object({
  reset: z.boolean().optional(),
  relaxed: z.boolean().optional(),
});
export type LimitsRequest = z.input<typeof limitsBody>;
export const limitsAnswer = z.object({
  /** While true, nothing is counted and nothing is refused with 429. */
  relaxed: z.boolean(),
  /** The limits that answer 429 now: which (`signInAccount`…), for which key, and the wait. */
  locked: z.array(z.object({ limit: z.string(), key: z.string(), retryAfter: z.number().int() })),
});
export type LimitsState = z.infer<typeof limitsAnswer>;

export const twoStepCodeBody = z.object({ email: z.string().trim().toLowerCase().min(1) });

export const chatReplyModes = ['delayed', 'immediate', 'off'] as const;
export type ChatReplyMode = (typeof chatReplyModes)[number];
export const chatRepliesBody = z.object({
  mode: z.enum(chatReplyModes),
  delayMs: z.number().int().min(0).max(60_000).optional(),
});

/**
 * `POST /__mock/act-as`: one call of the API made as another account of the session, as their own
 * screen would make it (someone else's change, for a flow about two people on one record).
 */
export const actAsBody = z.object({
  email: z.string().trim().toLowerCase().min(1),
  method: z
    .string()
    .transform((method) => method.toUpperCase())
    .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])),
  path: z
    .string()
    .trim()
    .regex(/^\/(?:api|apps|jwt)\//, 'an API path: /api/…, /apps/… or /jwt/…')
    .max(2000),
  body: z.unknown().optional(),
  /** Sent as `If-Match` (`"3"`): the version the change is made from. */
  ifMatch: z.string().max(100).optional(),
});
export type ActAsRequest = z.input<typeof actAsBody>;
/** The call's own answer: its status and its JSON body (null when it had none). */
export const actAsAnswer = z.object({ status: z.number().int(), body: z.unknown() });

/** `POST /__mock/emit-event`: a live event for one account's streams, as the mock would send it. */
export const emitEventBody = z.object({
  email: z.string().trim().toLowerCase().min(1),
  type: z.enum(liveEventTypes),
  data: z.unknown(),
});
export type EmitEventRequest = z.input<typeof emitEventBody>;
const emitEventAnswer = z.object({ id: z.string() });
const dropStreamsAnswer = z.object({ dropped: z.number().int() });

/**
 * One request of the session's log (`GET /__mock/requests`): what the server received and what it
 * answered, so a flow can assert what the app sent whichever way it sent it (a service worker, ky).
 */
export const loggedRequestSchema = z.object({
  method: z.string(),
  path: z.string(),
  /** The query string's parameters; a repeated one is a list. */
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  /** The JSON body parsed, another body as text, secrets `[redacted]`; absent when there was none. */
  body: z.unknown().optional(),
  status: z.number().int(),
});
export const requestLogSchema = z.object({ requests: z.array(loggedRequestSchema) });
export type LoggedRequest = z.infer<typeof loggedRequestSchema>;

const statusAnswer = { 200: { description: 'The session’s state', schema: mockStatusSchema } };

export const mockControlApi = {
  status: {
    id: 'getMockStatus',
    method: 'get',
    path: '/__mock/status',
    summary: 'The caller’s mock session: seed, latency, queued failures, clock',
    access: publicAccess,
    answers: statusAnswer,
  },
  reset: {
    id: 'resetMockSession',
    method: 'post',
    path: '/__mock/reset',
    summary: 'Seed the session’s database again (default, or large for performance checks)',
    description: [
      'Also restarts its clock; latency, queued failures and the request log are cleared.',
      'Sign-ins of users the seed has (same id and email) carry on, so whoever reset stays',
      'signed in; the others end with the old data.',
    ].join(' '),
    access: publicAccess,
    body: resetBody,
    bodyOptional: true,
    errors: [400],
    answers: statusAnswer,
    example: { body: { seed: 'default' } },
  },
  latency: {
    id: 'setMockLatency',
    method: 'post',
    path: '/__mock/latency',
    summary: 'Delay every API answer of the session (0–10,000 ms)',
    access: publicAccess,
    body: latencyBody,
    errors: [400],
    answers: statusAnswer,
    example: { body: { ms: 0 } },
  },
  fail: {
    id: 'queueMockFailure',
    method: 'post',
    path: '/__mock/fail',
    summary: 'Make the next calls to a path answer a failure',
    description: [
      '`count` counts answers, whoever asks: a query the app retries uses two. The answer is the',
      "API's error body, `message` defaulting to `mockApi.errors.simulated` (an i18n key). Any",
      'operation of the API may answer such a failure: the document lists them as `5XX`.',
    ].join(' '),
    access: publicAccess,
    body: failBody,
    errors: [400],
    answers: statusAnswer,
    example: { body: { path: '/apps/todo/tasks', method: 'GET', status: 500, count: 1 } },
  },
  clearFailures: {
    id: 'clearMockFailures',
    method: 'delete',
    path: '/__mock/fail',
    summary: 'Forget the failures still queued, keeping the data',
    description: [
      'Drops every failure `POST /__mock/fail` queued that has not been answered yet, for a flow',
      'that queued more than it used; the database, latency, clock and request log stay as they',
      'are (a reset would reseed).',
    ].join(' '),
    access: publicAccess,
    answers: statusAnswer,
  },
  faults: {
    id: 'setMockFaults',
    method: 'post',
    path: '/__mock/faults',
    summary: 'Make the session get the API’s behaviour wrong on purpose, as a backend might',
    description: [
      'Replaces the faults in force (`[]`: none; a reset clears them too). For showing that',
      '`npm run contract` catches each: `list-total-unfiltered` (a list’s total ignores its',
      'filters), `list-filters-ignored` (a list ignores its filters), `access-unchecked` (no 403:',
      'every account may do everything), `update-not-saved` (an `update…` operation answers but',
      'changes nothing), `idempotency-ignored` (a repeated `Idempotency-Key` creates again),',
      '`versions-ignored` (a stale `If-Match` is written over the newer record),',
      '`refresh-reuse-accepted` (a used refresh token still trades), `create-answers-200` (a',
      'create answers 200, not 201), `user-email-missing` (answers that hold a `user` leave out',
      'its `email`), `unauthorized-without-message` (a 401 answers `{}`), `token-not-required`',
      '(a call without a token is the admin’s), `sign-in-unthrottled` (failed sign-ins are never',
      'answered 429).',
    ].join(' '),
    access: publicAccess,
    body: faultsBody,
    errors: [400],
    answers: statusAnswer,
    example: { body: { faults: ['list-filters-ignored'] } },
  },
  clock: {
    id: 'setMockClock',
    method: 'post',
    path: '/__mock/clock',
    summary: 'Move the session’s clock, pinned there (the default) or running',
    description: [
      'What the new instant makes news is raised at once: an unpaid invoice whose due date it',
      'passes notifies those who manage invoices (`invoicePastDue`, once per invoice).',
    ].join(' '),
    access: publicAccess,
    body: clockBody,
    errors: [400],
    answers: statusAnswer,
    example: { body: { now: '2026-11-01T09:00:00Z', frozen: true } },
  },
  expireTokens: {
    id: 'expireMockTokens',
    method: 'post',
    path: '/__mock/expire-tokens',
    summary: 'Expire every access token issued so far (and the refresh tokens, if asked)',
    description: 'The next call answers 401, so a flow can watch the client refresh (or sign out).',
    access: publicAccess,
    body: expireBody,
    bodyOptional: true,
    errors: [400],
    answers: statusAnswer,
    example: { body: { refresh: false } },
  },
  chatReplies: {
    id: 'setMockChatReplies',
    method: 'post',
    path: '/__mock/chat-replies',
    summary: 'How the chat’s contacts answer: after a delay (2.5 s by default), at once, or never',
    description:
      'A message sent in the chat gets a reply from the contact unless `off`; a flow that checks the reply sets `immediate`.',
    access: publicAccess,
    body: chatRepliesBody,
    errors: [400],
    answers: {
      200: {
        description: 'The session’s reply settings',
        schema: z.object({ mode: z.enum(chatReplyModes), delayMs: z.number().int() }),
      },
    },
    example: { body: { mode: 'immediate' } },
  },
  emitEvent: {
    id: 'emitMockEvent',
    method: 'post',
    path: '/__mock/emit-event',
    summary: 'Push a live event to an account’s open streams (`GET /api/events`)',
    description:
      'To the account with that email in the caller’s session (404 for none), with the next id, kept for streams that resume like any event. `data` is sent as given: the flow chooses what it tests.',
    access: publicAccess,
    body: emitEventBody,
    errors: [400, 404],
    answers: { 200: { description: 'The event’s id', schema: emitEventAnswer } },
    example: {
      body: { email: 'admin@demo.com', type: 'changed', data: { resource: 'users' } },
    },
  },
  dropStreams: {
    id: 'dropMockStreams',
    method: 'post',
    path: '/__mock/drop-streams',
    summary: 'Cut every open live-event stream of the session, as a lost connection would',
    description:
      'The clients reconnect with their `Last-Event-ID` and get what they missed. Answers how many were cut.',
    access: publicAccess,
    answers: { 200: { description: 'How many streams were cut', schema: dropStreamsAnswer } },
  },
  restartStreams: {
    id: 'restartMockStreams',
    method: 'post',
    path: '/__mock/restart-streams',
    summary:
      'Restart the live events as a server restart would: streams cut, kept events forgotten',
    description: [
      'Every open stream of the session is cut and its log of kept events starts again under a new',
      'name, so the clients come back with a `Last-Event-ID` the server no longer knows: their',
      'stream starts with a `reset` event and they refetch what they show. The database is kept.',
      'Answers how many streams were cut.',
    ].join(' '),
    access: publicAccess,
    answers: { 200: { description: 'How many streams were cut', schema: dropStreamsAnswer } },
  },
  requests: {
    id: 'getMockRequests',
    method: 'get',
    path: '/__mock/requests',
    summary: 'The API requests the session’s server received, with their answers’ status',
    description: [
      'Every call to an API path (`/api/`, `/apps/`, `/jwt/`) the Node server answered for the',
      'session, newest last (at most 500; the oldest go first): method, path, query, body (parsed',
      'when JSON) and the answer’s status. The app’s requests and the test’s own `api` calls alike;',
      'the control API’s are not logged. `DELETE /__mock/requests` empties it, as does a reset.',
      'No header is kept; passwords, tokens (access, refresh, reset, verification), two-step',
      'challenges, codes and recovery codes, and the links that carry them, read `[redacted]`.',
    ].join(' '),
    access: publicAccess,
    answers: {
      200: { description: 'The session’s requests, oldest first', schema: requestLogSchema },
    },
  },
  clearRequests: {
    id: 'clearMockRequests',
    method: 'delete',
    path: '/__mock/requests',
    summary: 'Empty the session’s request log',
    access: publicAccess,
    answers: { 204: { description: 'The log is empty' } },
  },
  contractProblems: {
    id: 'getContractProblems',
    method: 'get',
    path: '/__mock/contract-problems',
    summary: 'What the session’s exchanges broke of the API’s document',
    description: [
      'Filled only when the server runs with `MOCK_CONTRACT_CHECK=1` (the end-to-end suite does):',
      'each request the app sent from the browser (its query and body) and each answer the mock',
      'gave, checked against `/api/openapi.json`. The fixtures fail a test that left any.',
    ].join(' '),
    access: publicAccess,
    answers: {
      200: {
        description: 'The problems, in the order seen (at most 200)',
        schema: z.object({ problems: z.array(z.string()) }),
      },
    },
  },
  outbox: {
    id: 'getMockOutbox',
    method: 'get',
    path: '/__mock/outbox',
    summary: 'The mails the session’s server sent, oldest first',
    description: [
      'Reset links (`POST /jwt/forgot-password`), addresses to verify, a change of email’s link',
      'to the new address and its notice to the old one, an order’s confirmation to its buyer',
      '(`kind: orderConfirmation`, linking to the order), each with its `link`; `to` keeps those',
      'sent to one address (any case). A reset is emptied with the rest.',
    ].join(' '),
    access: publicAccess,
    query: outboxQuery,
    errors: [400],
    answers: {
      200: {
        description: 'The mails',
        schema: z.object({ mails: z.array(outboxMailSchema) }),
      },
    },
    example: { query: { to: 'admin@demo.com' } },
  },
  twoStepCode: {
    id: 'getMockTwoStepCode',
    method: 'post',
    path: '/__mock/two-step-code',
    summary: 'A code an account’s authenticator app would show now',
    description: [
      'For a flow through two-step sign-in: the code of the earliest time step the server would',
      'accept now and has not accepted yet (so two calls within 30 seconds may give two codes of',
      'neighbouring steps, each accepted once). 404 when the account has two-step sign-in off.',
      'While it is being set up (not yet on), the code is for the new secret.',
    ].join(' '),
    access: publicAccess,
    body: twoStepCodeBody,
    errors: [400, 404],
    answers: {
      200: { description: 'The code', schema: z.object({ code: z.string().regex(/^\d{6}$/) }) },
    },
    example: { body: { email: 'admin@demo.com' } },
  },
  actAs: {
    id: 'actAsMockAccount',
    method: 'post',
    path: '/__mock/act-as',
    summary: 'Make one API call as another account of the session: someone else’s change',
    description: [
      'The call (`method`, `path` with its query, the JSON `body`, `ifMatch` as `If-Match`) goes',
      'through the API as if that account’s own screen had sent it: their rights, the audit log',
      'and the `changed` events name them, and a stale version is refused with 412. No password',
      'and no two-step code: the mock signs the account in for the control API once (their',
      'sessions list shows it, with no browser named) and keeps that sign-in while it lasts.',
      'Answers 200 with the call’s own status and body, whatever they are; 404 for no',
      'account with that email in the caller’s session.',
    ].join(' '),
    access: publicAccess,
    body: actAsBody,
    errors: [400, 404],
    answers: { 200: { description: 'The call’s answer', schema: actAsAnswer } },
    example: {
      body: {
        email: 'admin@demo.com',
        method: 'POST',
        path: '/apps/users/update-status',
        body: { id: 2, status: 'inactive' },
      },
    },
  },
  limits: {
    id: 'setMockLimits',
    method: 'post',
    path: '/__mock/limits',
    summary: 'Reset or relax the throttling limits of the session (429 `Retry-After`)',
    description: [
      'The API’s limits (sign-in per address and per client, two-step codes per account, reset and',
      'verification mails per address, sign-ups per client: docs/api.md, "Throttling") count per',
      'mock session, by its clock. `reset: true` forgets every attempt counted and every lock;',
      '`relaxed: true` turns them off for the session (nothing counted, no 429) until `relaxed:',
      'false` or a reset of the session. An empty body changes nothing and answers the state.',
      'To see a lock end, move the clock past it (`POST /__mock/clock`) rather than wait.',
    ].join(' '),
    access: publicAccess,
    body: limitsBody,
    bodyOptional: true,
    errors: [400],
    answers: { 200: { description: 'The limits’ state', schema: limitsAnswer } },
    example: { body: { reset: true } },
  },
  document: {
    id: 'getMockControlDocument',
    method: 'get',
    path: '/__mock/openapi.json',
    summary: 'This document',
    access: publicAccess,
    answers: {
      200: {
        description: 'The control API’s OpenAPI document',
        schema: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
      },
    },
  },
} as const satisfies Record<string, Endpoint>;

export const mockControlGroup = endpointGroup(
  'Mock control',
  mockControlApi,
  'The mock’s control API for QA: reset, latency, failures, clock, tokens, the request log, the outbox, two-step codes, the throttling limits. Not part of the product’s API.',
);
