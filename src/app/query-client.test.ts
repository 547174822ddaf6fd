import { createQueryClient } from './query-client';
import { resourceKeys } from '@/lib/http/resource-keys';

describe('the query client', () => {
  it('marks the audit log stale after any successful write, and not after a failed one', async () => {
    const client = createQueryClient();
    client.setQueryData([...resourceKeys.auditLog, 'list', { page: 1 }], { entries: [] });
    const stale = () =>
      client.getQueryCache().find({ queryKey: resourceKeys.auditLog, exact: false })?.state
        .isInvalidated;
    // Fresh until a write says otherwise.
    expect(stale()).toBe(false);

    const failing = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new Error('refused')),
      meta: { errorToast: false },
    });
    await failing.execute(undefined).catch(() => undefined);
    expect(stale()).toBe(false);

    const write = client.getMutationCache().build(client, { mutationFn: () => Promise.resolve(1) });
    await write.execute(undefined);
    expect(stale()).toBe(true);
  });
});
