import type { ChangedEvent } from '@/lib/events/live-event-schemas';
import type { Subject } from '@/lib/ability/ability-schemas';
import type { UserRecord } from '@/mocks/db/auth-tables';
import type { AuthContext } from './auth-guard';
import { emitEvent } from './live-events';

/**
 * The `changed` live event: after a successful write, the lists it changed are named (by the
 * first element of the client's query keys) to whoever may read them, so another user's screen,
 * or the writer's other tab, refetches them. Called by `withUser` (auth-guard.ts), the one place
 * every signed-in write passes, like the audit log.
 */
interface ChangedScope {
  prefix: string;
  resources: readonly string[];
  /** Who reads it: the users who may read this subject; `own` for the writer's own data. */
  readers: Subject | 'own';
}

// Longest prefix first, as the audit log's scopes.
const scopes: readonly ChangedScope[] = [
  { prefix: '/api/notifications', resources: ['notifications'], readers: 'own' },
  { prefix: '/api/account', resources: ['account'], readers: 'own' },
  { prefix: '/api/bookmarks', resources: ['bookmarks'], readers: 'own' },
  { prefix: '/apps/users/', resources: ['users', 'roles'], readers: 'User' },
  { prefix: '/apps/roles', resources: ['roles', 'users', 'permissions'], readers: 'Role' },
  { prefix: '/apps/permissions/', resources: ['permissions'], readers: 'Permission' },
  { prefix: '/apps/todo/', resources: ['todo'], readers: 'Todo' },
  { prefix: '/apps/calendar/', resources: ['calendar', 'dashboard'], readers: 'Calendar' },
  { prefix: '/apps/chat/', resources: ['chat'], readers: 'own' },
  { prefix: '/apps/kanban/', resources: ['kanban'], readers: 'Kanban' },
  { prefix: '/apps/email/', resources: ['email'], readers: 'own' },
  { prefix: '/apps/ecommerce/cart', resources: ['ecommerce'], readers: 'own' },
  { prefix: '/apps/ecommerce/wishlist', resources: ['ecommerce'], readers: 'own' },
  { prefix: '/apps/ecommerce/addresses', resources: ['ecommerce'], readers: 'own' },
  { prefix: '/apps/ecommerce/', resources: ['ecommerce'], readers: 'Ecommerce' },
  { prefix: '/apps/invoice/', resources: ['invoices', 'dashboard'], readers: 'Invoice' },
];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The scope of a write, or none for a read or a path whose lists nobody else shows. */
export function changedScopeOf(request: Request): ChangedScope | undefined {
  if (!WRITE_METHODS.has(request.method.toUpperCase())) return undefined;
  const path = new URL(request.url).pathname;
  return scopes.find((scope) => path.startsWith(scope.prefix));
}

/** Whether `user` may read `subject` under their role's rules (auth-guard.ts answers it). */
export type MayRead = (user: UserRecord, subject: Subject) => boolean;

/** The users a write's `changed` events go to: the writer, and who may read its subject. */
function readersOf(ctx: AuthContext, scope: ChangedScope, mayRead: MayRead): number[] {
  const subject = scope.readers;
  if (subject === 'own') return [ctx.user.id];
  const readers = ctx.session.db.users.filter(
    (user) => user.password !== undefined && mayRead(user, subject),
  );
  return [ctx.user.id, ...readers.map((user) => user.id)];
}

/** After a successful write: one `changed` event per resource it touched, to its readers. */
export function emitChanged(ctx: AuthContext, scope: ChangedScope, mayRead: MayRead): void {
  const readers = readersOf(ctx, scope, mayRead);
  for (const resource of scope.resources) {
    const event: ChangedEvent = { resource };
    emitEvent(ctx.session, readers, 'changed', event);
  }
}
