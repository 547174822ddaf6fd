import { toast } from 'sonner';
import { notify, toastTimings } from './notify';

type ToastFn = (message: string, options?: object) => void;

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn<ToastFn>(), {
    success: vi.fn<ToastFn>(),
    error: vi.fn<ToastFn>(),
    loading: vi.fn<ToastFn>(),
    dismiss: vi.fn<(id?: string | number) => void>(),
  }),
}));

/** notify loads sonner on first use, so calls land a tick later. */
const eventually = (assertion: () => void) => vi.waitFor(assertion);

describe('notify', () => {
  it('uses the product durations for every kind of toast', async () => {
    notify.success('Saved');
    notify.error('Failed');
    notify.message('Note');
    notify.loading('Working');
    await eventually(() => {
      expect(toast.success).toHaveBeenCalledWith(
        'Saved',
        expect.objectContaining({ duration: 2000 }),
      );
      expect(toast.error).toHaveBeenCalledWith(
        'Failed',
        expect.objectContaining({ duration: 4000 }),
      );
      expect(toast).toHaveBeenCalledWith('Note', expect.objectContaining({ duration: 4000 }));
      expect(toast.loading).toHaveBeenCalledWith(
        'Working',
        expect.objectContaining({ duration: Number.POSITIVE_INFINITY }),
      );
    });
  });

  it('lets a success replace a loading toast through its id', async () => {
    const id = notify.loading('Saving');
    notify.success('Saved', { id });
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Saved', expect.objectContaining({ id })),
    );
  });

  it('removes a dismissed toast 1000 ms later', async () => {
    vi.useFakeTimers();
    try {
      notify.dismiss('toast-1');
      vi.advanceTimersByTime(toastTimings.removeDelay - 1);
      await Promise.resolve();
      expect(toast.dismiss).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      await vi.waitFor(() => expect(toast.dismiss).toHaveBeenCalledWith('toast-1'));
    } finally {
      vi.useRealTimers();
    }
  });
});
