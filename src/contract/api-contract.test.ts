import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiDocument, apiGroups, mockControlDocument } from './api-contract';
import { exampleStatuses } from '@/mocks/testing/endpoint-examples';
import { createContractCheck } from './contract-check';

const written = (file: string) => readFileSync(resolve(process.cwd(), 'docs', file), 'utf8');
const asWritten = (document: object) => `${JSON.stringify(document, null, 2)}\n`;

describe('the OpenAPI documents', () => {
  it('are the ones the zod schemas generate (run npm run openapi after changing them)', () => {
    expect(written('openapi.json')).toBe(asWritten(apiDocument()));
    expect(written('mock-control.openapi.json')).toBe(asWritten(mockControlDocument()));
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

describe('the documented examples', () => {
  it('are answered by the seeded mock with one of their documented successes', async () => {
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
    // unverified address) or that would
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
      'deleteRole',
      'updateCartLine',
      'removeCartLine',
      'removeFromWishlist',
      'placeOrder',
      // Only an empty category can be deleted, and every seeded one has products.
      'deleteCategory',
    ]);
  });
});

describe('the contract check', () => {
  const check = createContractCheck(apiDocument());

  it('refuses an undocumented status, a missing field and an extra one', () => {
    const request = { method: 'GET', url: '/api/users/user?id=1' };
    const user = {
      id: 1,
      fullName: 'John Doe',
      username: 'johndoe',
      email: 'admin@demo.com',
      role: 'admin',
      currentPlan: 'enterprise',
      status: 'active',
      company: '',
      country: '',
      contact: '',
      billing: '',
      avatar: '',
    };
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
