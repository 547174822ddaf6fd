import { toast } from 'sonner';
import { notify, toastTimings } from './notify';

// sonner itself, as notify loads it (the files of a worker share their modules, so a mock of it
// would not reach a notify another file loaded first): its own list of toasts says what shows.
const shown = (id: string | number) => toast.getToasts().find((item) => item.id === id);

/** notify loads sonner on first use, so a toast lands a tick later. */
const eventually = (assertion: () => void) => vi.waitFor(assertion);

afterEach(() => toast.dismiss());

describe('notify', () => {
  it('uses the product durations for every kind of toast', async () => {
    const ids = {
      success: notify.success('Saved'),
      error: notify.error('Failed'),
      message: notify.message('Note'),
      loading: notify.loading('Working'),
    };
    await eventually(() => {
      expect(shown(ids.success)).toMatchObject({ title: 'Saved', type: 'success', duration: 2000 });
      expect(shown(ids.error)).toMatchObject({ title: 'Failed', type: 'error', duration: 4000 });
      expect(shown(ids.message)).toMatchObject({ title: 'Note', duration: 4000 });
      expect(shown(ids.loading)).toMatchObject({
        title: 'Working',
        type: 'loading',
        duration: Number.POSITIVE_INFINITY,
      });
    });
  });

  it('lets a success replace a loading toast through its id', async () => {
    const id = notify.loading('Saving');
    notify.success('Saved', { id });
    await eventually(() => expect(shown(id)).toMatchObject({ title: 'Saved', type: 'success' }));
  });

  it('removes a dismissed toast 1000 ms later', async () => {
    const id = notify.message('Note');
    await eventually(() => expect(shown(id)).toBeDefined());
    vi.useFakeTimers();
    try {
      notify.dismiss(id);
      vi.advanceTimersByTime(toastTimings.removeDelay - 1);
      await Promise.resolve();
      expect(shown(id)).toBeDefined();
      vi.advanceTimersByTime(1);
      await vi.waitFor(() => expect(shown(id)).toBeUndefined());
    } finally {
      vi.useRealTimers();
    }
  });
});
