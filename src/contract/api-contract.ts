import { accountGroup } from './endpoints/account';
import { auditLogGroup } from './endpoints/audit-log';
import { authGroup } from './endpoints/auth';
import { bookmarksGroup } from './endpoints/bookmarks';
import { clockGroup } from './endpoints/clock';
import { dashboardGroup } from './endpoints/dashboard';
import { rolesGroup } from './endpoints/roles';
import { permissionsGroup } from './endpoints/permissions';
import { todoGroup } from './endpoints/todo';
import { calendarGroup } from './endpoints/calendar';
import { chatGroup } from './endpoints/chat';
import { kanbanGroup } from './endpoints/kanban';
import { emailGroup } from './endpoints/email';
import { ecommerceGroup } from './endpoints/ecommerce';
import { catalogGroup } from './endpoints/ecommerce-catalog';
import { managedOrdersGroup } from './endpoints/ecommerce-managed-orders';
import { categoriesGroup } from './endpoints/ecommerce-categories';
import { customersGroup } from './endpoints/ecommerce-customers';
import { reviewsGroup } from './endpoints/ecommerce-reviews';
import { discountsGroup } from './endpoints/ecommerce-discounts';
import { returnsGroup } from './endpoints/ecommerce-returns';
import { invoicesGroup } from './endpoints/invoices';
import { notificationsGroup } from './endpoints/notifications';
import { eventsGroup } from './endpoints/events';
import { dataTablesGroup } from './endpoints/data-tables';
import { usersGroup } from './endpoints/users';
import { mockControlGroup } from './endpoints/mock-control';
import { referenceGroup } from './endpoints/reference';
import type { EndpointGroup } from './endpoint';
import type { MessageTexts } from './error-keys';
// The error keys' English texts, read when the document is generated (`x-error-keys`).
import englishTexts from '../../public/locales/en.json' with { type: 'json' };
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';
import { apiPathsModule } from './api-paths-module';

/**
 * Every endpoint the dashboard calls, by app: the source of `docs/openapi.json`, which
 * `npm run openapi` writes and the mock serves at `/api/openapi.json`. A new app adds its group here.
 */
export const apiGroups: readonly EndpointGroup[] = [
  authGroup,
  accountGroup,
  bookmarksGroup,
  clockGroup,
  dashboardGroup,
  usersGroup,
  rolesGroup,
  permissionsGroup,
  todoGroup,
  calendarGroup,
  chatGroup,
  kanbanGroup,
  emailGroup,
  ecommerceGroup,
  catalogGroup,
  managedOrdersGroup,
  returnsGroup,
  categoriesGroup,
  customersGroup,
  reviewsGroup,
  discountsGroup,
  invoicesGroup,
  notificationsGroup,
  eventsGroup,
  dataTablesGroup,
  auditLogGroup,
  referenceGroup,
];

const API_DESCRIPTION = [
  'The HTTP API of the admin dashboard: every call its screens make. The mock that ships with',
  'the dashboard implements it, and `npm run contract -- --base-url URL` checks any backend',
  'against it. Conventions: JSON in and out; list parameters are query-string parameters, arrays',
  'as repeated keys (`assignedTo=a&assignedTo=b`; `assignedTo[]=a` is read the same); dates are',
  'ISO 8601 strings; every error answers `{ message, errors?, params? }`, where `message` and the',
  'field messages in `errors` are i18n keys and `params` fills their placeholders. Calls need',
  '`Authorization: Bearer <access token>` unless marked otherwise; on 401 the client refreshes',
  'once (`POST /jwt/refresh-token`, which rotates the pair) and replays the call. An unknown',
  '`/api/`, `/apps/` or `/jwt/` path answers 404 `{ "message": "errors.notFound" }`. Every',
  'create reads an optional `Idempotency-Key`: a repeat of the key answers the first result',
  'instead of creating again (the `IdempotencyKey` parameter says how). A request body is JSON',
  'of at most 2 MiB: a larger one answers 413, one of another type 415, before the token is',
  'checked (`components.x-request-body`).',
].join(' ');

const MOCK_CONTROL_DESCRIPTION = [
  'Test tooling, not part of the product’s API: the mock’s control API, for QA flows. Each',
  'browser gets its own database through the `mock-session` cookie; these calls act on the',
  'caller’s session and need no token. A real backend does not implement them. It must never',
  'face users (it hands out any account’s two-step code and mailed links): the server answers',
  'it only to the machine it runs on, and 404 `errors.notFound` to any other client, or to a',
  'request a proxy forwarded (this document excepted), unless started with',
  '`MOCK_CONTROL_API=open`; its request log shows passwords, tokens and codes as `[redacted]`.',
].join(' ');

/** The API's version: its major changes when a change would break a client. */
export const API_VERSION = '1.0.0';

const texts: MessageTexts = englishTexts;

export function apiDocument(): OpenApiDocument {
  return buildOpenApiDocument(
    { title: 'Admin dashboard API', version: API_VERSION, description: API_DESCRIPTION },
    apiGroups,
    texts,
  );
}

export function mockControlDocument(): OpenApiDocument {
  return buildOpenApiDocument(
    {
      title: 'Mock API control (test tooling)',
      version: API_VERSION,
      description: MOCK_CONTROL_DESCRIPTION,
    },
    [mockControlGroup],
    texts,
  );
}

/**
 * The text of `src/lib/http/api-paths.gen.ts`: the paths the fetchers may call, by method. The
 * sign-in endpoints are not among them: they live at the URLs config.json's `auth` names and are
 * called through their own client (`authHttp`, src/lib/session/auth-client.ts), never the
 * refreshing one. The control API's are, since the mock API page calls it through that client.
 */
export function apiPathsFile(): string {
  return apiPathsModule([...apiGroups.filter((group) => group !== authGroup), mockControlGroup]);
}
