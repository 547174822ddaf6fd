import { http } from 'msw';
import { mockServer } from '@/mocks/hosts/node';

/**
 * Holds every POST to `paths` until `release()`, then lets `answer` reply (a failure, say) or,
 * when it returns nothing, the mock API's own handler: a test sees the screen while the write is
 * still in flight.
 */
export function holdPosts(paths: readonly string[], answer?: () => Response | undefined) {
  let release: (() => void) | undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async () => {
    await released;
    return answer?.();
  };
  mockServer.use(...paths.map((path) => http.post(path, hold)));
  return { release: () => release?.() };
}
