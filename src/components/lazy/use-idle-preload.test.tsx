import { renderHook } from '@testing-library/react';
import { savesData } from '@/lib/http/save-data';
import { useIdlePreload } from './use-idle-preload';

/** The browser's `navigator.connection` as Chromium reports it; undefined: none (Firefox, Safari). */
function connect(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => {
  connect(undefined);
  vi.useRealTimers();
});

describe('savesData', () => {
  it('is true for the data saver and for a 2G-class link, false otherwise', () => {
    connect(undefined);
    expect(savesData()).toBe(false);
    connect({ saveData: false, effectiveType: '4g' });
    expect(savesData()).toBe(false);
    connect({ effectiveType: '3g' });
    expect(savesData()).toBe(false);
    connect({ saveData: true, effectiveType: '4g' });
    expect(savesData()).toBe(true);
    connect({ effectiveType: '2g' });
    expect(savesData()).toBe(true);
    connect({ effectiveType: 'slow-2g' });
    expect(savesData()).toBe(true);
  });
});

describe('useIdlePreload', () => {
  it('preloads once the page is ready and the browser idle', () => {
    vi.useFakeTimers();
    connect({ effectiveType: '4g' });
    const preload = vi.fn<() => void>();
    const { rerender } = renderHook(({ ready }) => useIdlePreload(ready, preload), {
      initialProps: { ready: false },
    });
    vi.advanceTimersByTime(5000);
    expect(preload).not.toHaveBeenCalled();
    rerender({ ready: true });
    vi.advanceTimersByTime(5000);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing on a connection that saves data', () => {
    vi.useFakeTimers();
    connect({ saveData: true });
    const preload = vi.fn<() => void>();
    renderHook(() => useIdlePreload(true, preload));
    vi.advanceTimersByTime(5000);
    expect(preload).not.toHaveBeenCalled();
  });
});
