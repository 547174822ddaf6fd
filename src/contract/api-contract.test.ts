import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiDocument, apiGroups, apiPathsFile, mockControlDocument } from './api-contract';
import { toPublicUser } from '@/mocks/handlers/users';
import { demoAdmin } from '@/mocks/testing/demo-admin';
import { exampleStatuses } from '@/mocks/testing/endpoint-examples';
import { createContractCheck, operationParameters } from './contract-check';
import type { Endpoint, NoneBecause, WriteAudit, WriteChanges } from './endpoint';
import { MAX_BODY_BYTES } from './request-body';

const written = (file: string) => readFileSync(resolve(process.cwd(), file), 'utf8');
const asWritten = (document: object) => `${JSON.stringify(document, null, 2)}\n`;

describe('the OpenAPI documents', () => {
  it('are the ones the zod schemas generate (run npm run openapi after changing them)', () => {
    expect(written('docs/openapi.json')).toBe(asWritten(apiDocument()));
    expect(written('docs/mock-control.openapi.json')).toBe(asWritten(mockControlDocument()));
    // The fetchers' path types come from the same run (src/lib/http/request.ts, `ApiPath`).
    expect(written('src/lib/http/api-paths.gen.ts')).toBe(apiPathsFile());
  });

  it('give every endpoint a unique id, a summary and, unless public, the bearer scheme', () => {
    const document = apiDocument();
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    const endpointCount = apiGroups.reduce((count, group) => count + group.endpoints.length, 0);
    expect(operations).toHaveLength(endpointCount);
    // A summary is plain text (the reference's sidebar shows it as it is): no markdown in it.
    expect(
      operations.filter((operation) => operation.summary === '' || operation.summary.includes('`')),
    ).toEqual([]);
    const signedIn = operations.filter((operation) => operation.security.length > 0);
    expect(signedIn.filter((operation) => !('401' in operation.responses))).toEqual([]);
  });

  it('describe each documented example request as valid', () => {
    const check = createContractCheck(apiDocument());
    for (const group of apiGroups) {
      for (const endpoint of group.endpoints) {
        if (!endpoint.example) continue;
        const path = endpoint.path.replaceAll(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(endpoint.example?.path?.[name] ?? ''),
        );
        const query = new URLSearchParams();
        for (const [name, value] of Object.entries(endpoint.example.query ?? {})) {
          for (const item of typeof value === 'string' ? [value] : value) query.append(name, item);
        }
        const url = `${path}${query.size > 0 ? `?${query}` : ''}`;
        const problems = check.checkRequest({
          method: endpoint.method,
          url,
          body: endpoint.example.body,
        });
        expect({ endpoint: endpoint.id, problems }).toEqual({
          endpoint: endpoint.id,
          problems: [],
        });
      }
    }
  });
});

describe('what a write changes and how it is audited', () => {
  const endpoints = apiGroups.flatMap((group) => group.endpoints);
  // Only a signed-in call passes the steps that act on them (withUser, src/mocks/lib/auth-guard.ts).
  const signedInWrites = endpoints.filter(
    (endpoint) => endpoint.method !== 'get' && endpoint.access.kind !== 'public',
  );
  type Fact = WriteChanges | WriteAudit | NoneBecause | undefined;
  const missing = (endpoint: Endpoint, name: string, fact: Fact) => {
    if (fact === undefined) return [`${endpoint.id}: no ${name}`];
    if ('none' in fact && fact.none.trim() === '')
      return [`${endpoint.id}: ${name} none, no reason`];
    return [];
  };

  it('are declared by every signed-in write, or said to be none with a reason', () => {
    expect(signedInWrites.length).toBeGreaterThan(50);
    const undeclared = signedInWrites.flatMap((endpoint) => [
      ...missing(endpoint, 'changes', endpoint.changes),
      ...missing(endpoint, 'audit', endpoint.audit),
    ]);
    expect(undeclared).toEqual([]);
  });

  it('are declared by no read; a public write tells only what it changed, which its handler announces', () => {
    const others = endpoints.filter((endpoint) => !signedInWrites.includes(endpoint));
    const reads = others.filter((endpoint) => endpoint.method === 'get');
    expect(
      reads.filter((endpoint) => endpoint.changes !== undefined || endpoint.audit !== undefined),
    ).toEqual([]);
    // No signed-in caller, no audit step; a sign-up or an accepted invitation changes the users
    // lists an admin has open (announcePublicWrite, src/mocks/lib/auth-guard.ts).
    expect(others.filter((endpoint) => endpoint.audit !== undefined)).toEqual([]);
    expect(
      others.filter((endpoint) => endpoint.changes !== undefined).map((endpoint) => endpoint.id),
    ).toEqual(['signUp', 'acceptInvitation']);
  });

  it('are in the document for a backend: the changed events and the audit log’s app', () => {
    const operations = Object.values(apiDocument().paths).flatMap((item) => Object.values(item));
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
    expect(byId.get('addInvoice')).toMatchObject({
      'x-changes': { resources: ['invoices', 'dashboard'], readers: 'Invoice' },
      'x-audit': { app: 'invoices' },
    });
    // Said to be none: not in the document.
    expect(byId.get('markAllNotificationsRead')).toMatchObject({
      'x-changes': { resources: ['notifications'], readers: 'own' },
    });
    expect(byId.get('markAllNotificationsRead')).not.toHaveProperty('x-audit');
  });
});

describe('the documented examples', () => {
  // Every endpoint of the API called once: a minute on a loaded machine, seconds on a quiet one.
  it(
    'are answered by the seeded mock with one of their documented successes',
    { timeout: 60_000 },
    async () => {
      const endpoints = apiGroups.flatMap((group) => group.endpoints);
      const statuses = await exampleStatuses(endpoints);
      const unexpected = endpoints.flatMap((endpoint) => {
        const status = statuses[endpoint.id];
        if (status === undefined || Object.hasOwn(endpoint.answers, status)) return [];
        return [`${endpoint.id}: ${status}`];
      });
      expect(unexpected).toEqual([]);
      // Every endpoint that takes a body or parameters has one, but those whose success needs a
      // record made first (a refresh token, another signed-in session, a role no user holds, a
      // cart, a two-step sign-in's challenge or a code from its authenticator app, a mailed link, an
      // unverified address, an open live stream) or that would
      // change the demo account the other examples sign in with (its password).
      const without = endpoints.filter(
        (endpoint) => (endpoint.body || endpoint.query || endpoint.pathParams) && !endpoint.example,
      );
      expect(without.map((endpoint) => endpoint.id)).toEqual([
        'signInSecondStep',
        'refreshTokens',
        'checkPasswordResetLink',
        'verifyEmail',
        'resetPassword',
        'sendVerificationMail',
        'changeOwnPassword',
        'endAccountSession',
        'enableTwoStep',
        'disableTwoStep',
        'renewRecoveryCodes',
        // Another user's live session, and their two-step sign-in turned on.
        'endUserSession',
        'resetUserTwoStep',
        // A user with no password yet, and a mailed invitation link.
        'resendUserInvitation',
        'checkInvitationLink',
        'acceptInvitation',
        'deleteRole',
        'updateCartLine',
        'removeCartLine',
        'removeFromWishlist',
        'placeOrder',
        // A delivered order of the caller's own, within its return window and none open.
        'requestOrderReturn',
        // Only an empty category can be deleted, and every seeded one has products.
        'deleteCategory',
        // The caller's open live stream.
        'announcePresence',
      ]);
    },
  );
});

describe('the contract check', () => {
  const check = createContractCheck(apiDocument());

  it('refuses an undocumented status, a missing field and an extra one', () => {
    const request = { method: 'GET', url: '/api/users/user?id=1' };
    const user = toPublicUser(demoAdmin);
    expect(check.checkAnswer(request, { status: 200, body: { user } })).toEqual([]);
    expect(check.checkAnswer(request, { status: 418, body: { message: 'x' } })).toEqual([
      'GET /api/users/user → 418: this status is not documented',
    ]);
    const { email: _email, ...withoutEmail } = user;
    expect(check.checkAnswer(request, { status: 200, body: { user: withoutEmail } })).toEqual([
      "GET /api/users/user → 200 /user: must have required property 'email'",
    ]);
    expect(
      check.checkAnswer(request, { status: 200, body: { user: { ...user, password: 'x' } } }),
    ).toEqual(['GET /api/users/user → 200 /user: must NOT have additional properties (password)']);
  });

  it('reads query values as text and refuses undocumented parameters', () => {
    expect(check.checkRequest({ method: 'GET', url: '/api/users/list/data?page=2' })).toEqual([]);
    // Enumerated filters match in any case, as the mock reads them.
    expect(
      check.checkRequest({ method: 'GET', url: '/api/users/list/data?status=ACTIVE' }),
    ).toEqual([]);
    expect(
      check.checkRequest({ method: 'GET', url: '/api/users/list/data?status=paused' }),
    ).toHaveLength(1);
    expect(check.checkRequest({ method: 'GET', url: '/api/users/list/data?colour=red' })).toEqual([
      'GET /api/users/list/data: query parameter colour is not documented',
    ]);
    expect(check.checkRequest({ method: 'GET', url: '/nowhere' })).toEqual([
      'GET /nowhere is not in the document',
    ]);
  });
});

describe('the error keys', () => {
  const check = createContractCheck(apiDocument());
  const addUser = { method: 'POST', url: '/apps/users/add-user' };

  it('takes the keys an operation documents, and the generic ones of the status', () => {
    const taken = {
      message: 'users.errors.exists',
      errors: { email: ['users.errors.emailTaken'], username: ['users.errors.usernameTaken'] },
    };
    expect(check.checkAnswer(addUser, { status: 409, body: taken })).toEqual([]);
    const invalid = { message: 'validation.failed', errors: { fullName: ['validation.required'] } };
    expect(check.checkAnswer(addUser, { status: 400, body: invalid })).toEqual([]);
    // A create's idempotency key, and CASL's sentence with its action and subject filled in.
    expect(
      check.checkAnswer(addUser, { status: 422, body: { message: 'errors.idempotencyKeyReused' } }),
    ).toEqual([]);
    expect(
      check.checkAnswer(addUser, {
        status: 403,
        body: { message: 'Cannot execute create on User' },
      }),
    ).toEqual([]);
  });

  it('reports a planted message or field message that is not documented', () => {
    expect(check.checkAnswer(addUser, { status: 409, body: { message: 'x' } })).toEqual([
      "POST /apps/users/add-user → 409: message 'x' is not a documented key",
    ]);
    // A key of another endpoint, or of another field, is not this one's.
    const elsewhere = {
      message: 'users.errors.exists',
      errors: { fullName: ['users.errors.emailTaken'], email: ['roles.errors.nameTaken'] },
    };
    expect(check.checkAnswer(addUser, { status: 409, body: elsewhere })).toEqual([
      "POST /apps/users/add-user → 409: errors.fullName 'users.errors.emailTaken' is not a documented key",
      "POST /apps/users/add-user → 409: errors.email 'roles.errors.nameTaken' is not a documented key",
    ]);
    // A 5xx is not held to keys: a failing server cannot promise its words.
    expect(check.checkAnswer(addUser, { status: 500, body: { message: 'Server down' } })).toEqual(
      [],
    );
  });

  it('are shown with their English text, the generic ones once', () => {
    const document = apiDocument();
    const conflict = document.paths['/apps/users/add-user']?.post?.responses['409'];
    expect(conflict?.['x-error-keys']?.fields?.email).toEqual([
      { key: 'users.errors.emailTaken', text: 'This email is already used by another user.' },
    ]);
    expect(document.components['x-error-keys']?.['404']?.messages).toEqual([
      { key: 'errors.notFound', text: expect.any(String) as string },
    ]);
  });
});

describe('the rules of every request body', () => {
  it('are stated once, and every write answers 413 and 415 with their keys', () => {
    for (const document of [apiDocument(), mockControlDocument()]) {
      expect(document.components['x-request-body']).toMatchObject({
        maxBytes: MAX_BODY_BYTES,
        mediaType: 'application/json',
      });
      expect(document.components['x-error-keys']?.['413']?.messages).toEqual([
        { key: 'validation.tooBig', text: expect.any(String) as string },
      ]);
      expect(document.components['x-error-keys']?.['415']?.messages).toEqual([
        { key: 'validation.malformedJson', text: expect.any(String) as string },
      ]);
      const writes = Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method]) => method !== 'get')
          .map(([method, operation]) => ({
            write: `${method.toUpperCase()} ${path}`,
            statuses: ['413', '415'].filter((status) => status in operation.responses),
          })),
      );
      expect(writes.length).toBeGreaterThan(10);
      expect(writes.filter(({ statuses }) => statuses.length < 2)).toEqual([]);
    }
  });
});

/**
 * Schemas with no type (`{}`, or constraints only), allowed because what they hold is free-form,
 * by the place they are found at (`/`-separated keys from the operation's schema).
 */
const FREE_FORM: Readonly<Record<string, string>> = {
  // CASL conditions: each value is a query value of any JSON type (`{ "userId": 5 }`, operators).
  conditions: 'a CASL condition’s value',
  // The answer of GET /api/openapi.json is this document: its own standard describes it.
  'get /api/openapi.json': 'the OpenAPI document itself',
};

const isFreeForm = (where: string) =>
  Object.keys(FREE_FORM).some(
    (place) => where.startsWith(`${place} `) || where.includes(`/${place}/`),
  );

function untypedSchemas(schema: unknown, where: string, found: string[]): void {
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as Record<string, unknown>;
  const typed = ['type', 'enum', 'const', 'anyOf', 'oneOf', '$ref', 'allOf'].some((key) =>
    Object.hasOwn(node, key),
  );
  if (!typed) found.push(where);
  const children: [string, unknown][] = [
    ...Object.entries((node.properties ?? {}) as Record<string, unknown>),
    ['[]', node.items],
    ['{}', typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined],
    ...[node.anyOf, node.oneOf]
      .filter(Array.isArray)
      .flatMap((list: unknown[]) =>
        list.map((item, index): [string, unknown] => [`|${index}`, item]),
      ),
  ];
  // `allOf` members of a typed schema are constraints on it (`pattern`s), not values of their own.
  if (!node.type && Array.isArray(node.allOf)) {
    children.push(
      ...node.allOf.map((item: unknown, index): [string, unknown] => [`&${index}`, item]),
    );
  }
  for (const [key, child] of children) {
    if (child !== undefined) untypedSchemas(child, `${where}/${key}`, found);
  }
}

describe('the document’s schemas', () => {
  it('give every parameter, body and answer a type, but the free-form ones named above', () => {
    const document = apiDocument();
    const found: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const at = `${method} ${path}`;
        for (const parameter of operationParameters(document, operation)) {
          untypedSchemas(parameter.schema, `${at} ?${parameter.name}`, found);
        }
        untypedSchemas(
          operation.requestBody?.content['application/json'].schema,
          `${at} body`,
          found,
        );
        for (const [status, response] of Object.entries(operation.responses)) {
          const content = response.content ?? {};
          for (const body of Object.values(content) as { schema: unknown }[]) {
            untypedSchemas(body.schema, `${at} ${status}`, found);
          }
        }
      }
    }
    expect(found.filter((where) => !isFreeForm(where))).toEqual([]);
  });

  it('never point at the source: no src/ path, no .ts file', () => {
    for (const document of [apiDocument(), mockControlDocument()]) {
      const text = JSON.stringify(document);
      expect(text.match(/\bsrc\/[\w./-]*/g) ?? []).toEqual([]);
      expect(text.match(/[\w-]+\.ts\b/g) ?? []).toEqual([]);
    }
  });
});
