// @vitest-environment node
import { noteAnswerPosition } from '@/lib/events/answer-positions';
import { dispatchLiveEvent } from '@/lib/events/live-events';
import { createQueryClient } from './query-client';
import { followChangedEvents } from './live-connection';

const listKey = ['users', 'list'] as const;

/** An answer of the list, as `getJson` reads it, made at the stream's `position`. */
function answerAt(position: string, rows: string[]) {
  const answer = { rows };
  noteAnswerPosition(answer, position);
  return answer;
}

const changed = (id: string) =>
  dispatchLiveEvent({ id, type: 'changed', data: { resource: 'users' } });

describe('changed events', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('refetch a list whose answer is older than the event, not one that already holds it', async () => {
    const client = createQueryClient();
    stop = followChangedEvents(client);
    const isStale = () => client.getQueryState(listKey)?.isInvalidated;
    // The writer's own refetch, answered after its write's event (7-4) was raised.
    await client.fetchQuery({ queryKey: listKey, queryFn: () => answerAt('7-5', ['Ada']) });

    changed('7-4');
    expect(isStale()).toBe(false);
    changed('7-5');
    expect(isStale()).toBe(false);
    // Someone's later write: the list refetches.
    changed('7-6');
    expect(isStale()).toBe(true);
  });

  it('keep the position of an answer equal to the data on screen (structural sharing)', async () => {
    const client = createQueryClient();
    stop = followChangedEvents(client);
    await client.fetchQuery({ queryKey: listKey, queryFn: () => answerAt('7-2', ['Ada']) });
    const shown = client.getQueryData(listKey);
    // Refetched later with nothing changed: the data on screen stays the same object.
    await client.fetchQuery({
      queryKey: listKey,
      queryFn: () => answerAt('7-9', ['Ada']),
      staleTime: 0,
    });
    expect(client.getQueryData(listKey)).toBe(shown);

    changed('7-8');
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(false);
  });

  it('refetch after a server restart, whose ids count again from another log', async () => {
    const client = createQueryClient();
    stop = followChangedEvents(client);
    await client.fetchQuery({ queryKey: listKey, queryFn: () => answerAt('7-5', ['Ada']) });
    changed('8-1');
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
  });
});
