import type { ExternalToast } from 'sonner';

/** Durations and limits of the product's toasts (from the specification). */
export const toastTimings = {
  success: 2000,
  error: 4000,
  blank: 4000,
  /** A toast that offers Undo: as long as the write waits before it is sent. */
  undo: 5000,
  /** A dismissed toast stays this long before it is removed. */
  removeDelay: 1000,
  maxVisible: 20,
} as const;

type Options = Pick<
  ExternalToast,
  'id' | 'description' | 'action' | 'duration' | 'onDismiss' | 'onAutoClose'
>;
export type ToastId = string | number;
type Kind = 'success' | 'error' | 'message' | 'loading';

const durations: Record<Kind, number> = {
  success: toastTimings.success,
  error: toastTimings.error,
  message: toastTimings.blank,
  loading: Number.POSITIVE_INFINITY,
};

// sonner and its Toaster load with the first toast, keeping them out of every page's first
// JavaScript. The Toaster shows toasts created before it subscribed (sonner replays them).
let sonner: Promise<typeof import('sonner')> | null = null;
const toasterWatchers = new Set<() => void>();
const loadSonner = () => {
  if (!sonner) {
    sonner = import('sonner');
    for (const watcher of toasterWatchers) watcher();
  }
  return sonner;
};

/** Whether a toast was asked for yet (for `useSyncExternalStore`: the Toaster mounts then). */
export const toasterNeeded = {
  subscribe(watcher: () => void) {
    toasterWatchers.add(watcher);
    return () => toasterWatchers.delete(watcher);
  },
  current: () => sonner !== null,
};
let nextId = 0;

function show(kind: Kind, message: string, options?: Options): ToastId {
  const id = options?.id ?? `toast-${++nextId}`;
  void loadSonner().then(({ toast }) => {
    const settings = { duration: durations[kind], ...options, id };
    if (kind === 'message') toast(message, settings);
    else toast[kind](message, settings);
  });
  return id;
}

/**
 * The only way the app shows a toast. Messages are already translated by the caller; durations
 * come from one place so every toast behaves the same. Loading toasts stay until dismissed or
 * replaced by a success or error with the same id.
 */
export const notify = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  message: (message: string, options?: Options) => show('message', message, options),
  loading: (message: string, options?: Options) => show('loading', message, options),
  /**
   * A message with an Undo button. `onTimeout` runs when its time is up (sonner pauses it while
   * hovered or while the tab is hidden), `onClose` when the user closes it; neither on Undo.
   */
  undoable: (
    message: string,
    options: {
      id: string;
      undoLabel: string;
      duration: number;
      onUndo: () => void;
      onTimeout: () => void;
      onClose: () => void;
    },
  ) =>
    show('message', message, {
      id: options.id,
      duration: options.duration,
      action: { label: options.undoLabel, onClick: options.onUndo },
      onAutoClose: options.onTimeout,
      onDismiss: options.onClose,
    }),
  dismiss(id?: ToastId) {
    window.setTimeout(() => {
      void loadSonner().then(({ toast }) => toast.dismiss(id));
    }, toastTimings.removeDelay);
  },
};
