import { unregisterStaleServiceWorkers } from './service-workers';

function registration(scriptURL: string) {
  return {
    active: { scriptURL },
    waiting: null,
    installing: null,
    unregister: vi.fn<() => Promise<boolean>>(async () => true),
  };
}

describe('unregisterStaleServiceWorkers', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it("removes every registered worker except the mock API's own", async () => {
    const stale = registration('http://localhost/sw.js');
    const workbox = registration('http://localhost/workbox-sw.js');
    const mock = registration('http://localhost/mockServiceWorker.js');
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: async () => [stale, workbox, mock] },
    });

    await unregisterStaleServiceWorkers();

    expect(stale.unregister).toHaveBeenCalledOnce();
    expect(workbox.unregister).toHaveBeenCalledOnce();
    expect(mock.unregister).not.toHaveBeenCalled();
  });

  it('does nothing, and does not throw, where service workers are unavailable or blocked', async () => {
    await expect(unregisterStaleServiceWorkers()).resolves.toBeUndefined();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistrations: async () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      },
    });
    await expect(unregisterStaleServiceWorkers()).resolves.toBeUndefined();
  });
});
