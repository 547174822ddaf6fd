import { declared, type Endpoint, type WriteChanges } from '@/contract/endpoint';
import type { Subject } from '@/lib/ability/ability-schemas';
import type { ChangedEvent } from '@/lib/events/live-event-schemas';
import { LIVE_POSITION_HEADER } from '@/lib/events/live-position-header';
import type { UserRecord } from '@/mocks/db/auth-tables';
import { emitEvent, lastEventIdOf } from './live-events';
import type { Caller, CallStep } from './signed-in-call';

/**
 * The live stream's step of a signed-in call (composed by `withUser`, auth-guard.ts). Every
 * answer carries the session's event position from before it was made (`Live-Event-Position`),
 * so a tab's first stream resumes from there; a write that took effect sends the `changed`
 * event its endpoint declares (`changes`, src/contract/endpoint.ts): each list it changed, named
 * by the first element of the client's query keys, to whoever may read it, so another user's
 * screen, or the writer's other tab, refetches it.
 */

/** Whether `user` may read `subject` under their role's rules (the guard knows abilities). */
export type MayRead = (user: UserRecord, subject: Subject) => boolean;

/** The answer's event position; an answer whose headers are frozen goes without. */
function setPosition(response: Response, position: string): void {
  try {
    response.headers.set(LIVE_POSITION_HEADER, position);
  } catch {
    // Immutable headers (a `Response.error()`): nothing to tell.
  }
}

/** The users a write's `changed` events go to: the writer, and who may read its subject. */
function readersOf(caller: Caller, changes: WriteChanges, mayRead: MayRead): number[] {
  const subject = changes.readers;
  if (subject === 'own') return [caller.user.id];
  const readers = caller.session.db.users.filter(
    (user) => user.password !== undefined && mayRead(user, subject),
  );
  return [caller.user.id, ...readers.map((user) => user.id)];
}

/** One `changed` event per resource the write changed, to its readers. */
function emitChanged(caller: Caller, changes: WriteChanges, mayRead: MayRead): void {
  const readers = readersOf(caller, changes, mayRead);
  for (const resource of changes.resources) {
    const event: ChangedEvent = {
      resource,
      by: { id: caller.user.id, fullName: caller.user.fullName },
    };
    emitEvent(caller.session, readers, 'changed', event);
  }
}

/** Started before the resolver runs: what is raised while the answer is made comes after it. */
export function startLiveStep(
  caller: Caller,
  endpoint: Endpoint | undefined,
  mayRead: MayRead,
): CallStep {
  const position = lastEventIdOf(caller.session);
  const changes = declared(endpoint?.changes);
  return {
    answered: (response) => setPosition(response, position),
    ...(changes && { tookEffect: () => emitChanged(caller, changes, mayRead) }),
  };
}
