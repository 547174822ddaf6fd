import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { lazyWithPreload } from './lazy-with-preload';
import { usePreloadIntent } from './use-preload-intent';

function Part({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A module whose loading the test resolves, counting the loads. */
function deferredModule() {
  const deferred: { resolve: (module: { Part: typeof Part }) => void } = {
    resolve: () => undefined,
  };
  const load = vi.fn<() => Promise<{ Part: typeof Part }>>(
    () =>
      new Promise<{ Part: typeof Part }>((done) => {
        deferred.resolve = done;
      }),
  );
  return { load, resolve: () => deferred.resolve({ Part }) };
}

const fallback = <p>Loading</p>;

describe('lazyWithPreload', () => {
  it('renders a preloaded part at once, without its fallback', async () => {
    const module = deferredModule();
    const Preloaded = lazyWithPreload(module.load, (loaded) => loaded.Part);
    Preloaded.preload();
    Preloaded.preload();
    await act(async () => module.resolve());
    render(
      <Suspense fallback={fallback}>
        <Preloaded label="Mail" />
      </Suspense>,
    );
    // In the first commit: React.lazy alone shows the fallback first, even with its module there.
    expect(screen.getByRole('button', { name: 'Mail 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when not preloaded, and keeps its state once loaded', async () => {
    const module = deferredModule();
    const Preloaded = lazyWithPreload(module.load, (loaded) => loaded.Part);
    const { rerender } = render(
      <Suspense fallback={fallback}>
        <Preloaded label="Mail" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => module.resolve());
    await act(async () => screen.getByRole('button', { name: 'Mail 0' }).click());
    // A render after the load keeps the mounted part (and its count): no switch of component.
    rerender(
      <Suspense fallback={fallback}>
        <Preloaded label="Mail" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Mail 1' })).toBeInTheDocument();
    expect(module.load).toHaveBeenCalledTimes(1);
  });
});

function Row({ onIntent }: { onIntent: (id: number) => void }) {
  const intent = usePreloadIntent(onIntent);
  return (
    <button type="button" {...intent(7)}>
      Row
    </button>
  );
}

describe('usePreloadIntent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts on focus and press at once, on the pointer after it rests 50 ms', () => {
    const onIntent = vi.fn<(id: number) => void>();
    render(<Row onIntent={onIntent} />);
    const row = screen.getByRole('button', { name: 'Row' });
    act(() => {
      row.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    // A pointer crossing the row starts nothing.
    act(() => {
      row.dispatchEvent(new PointerEvent('pointerout', { bubbles: true }));
      vi.advanceTimersByTime(100);
    });
    expect(onIntent).not.toHaveBeenCalled();
    act(() => {
      row.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      vi.advanceTimersByTime(50);
    });
    expect(onIntent).toHaveBeenLastCalledWith(7);
    act(() => row.focus());
    act(() => {
      row.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(onIntent).toHaveBeenCalledTimes(3);
  });
});
