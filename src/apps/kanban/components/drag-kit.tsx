import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import type {
  DragDropContextProps,
  DraggableProps,
  DraggableProvided,
  DraggableStateSnapshot,
  DroppableProps,
  DroppableProvided,
  DroppableStateSnapshot,
} from '@hello-pangea/dnd';

/**
 * The drag and drop components the board renders with. @hello-pangea/dnd (with redux, ~28 KB
 * gzip) is not needed to show the board, only to move things on it, so the board first renders
 * with stand-ins that draw the same markup, and the library loads when the user comes to drag
 * something (`useDragKit`); the board then renders with it.
 */
export type DragKit = {
  DragDropContext: ComponentType<DragDropContextProps>;
  Droppable: ComponentType<DroppableProps>;
  Draggable: ComponentType<DraggableProps>;
  /** False for the stand-ins: nothing can be dragged yet. */
  ready: boolean;
};

const noRef = () => {};

const resting: DraggableStateSnapshot = {
  isDragging: false,
  isDropAnimating: false,
  isClone: false,
  dropAnimation: null,
  draggingOver: null,
  combineWith: null,
  combineTargetFor: null,
  mode: null,
};

const empty: DroppableStateSnapshot = {
  isDraggingOver: false,
  draggingOverWith: null,
  draggingFromThisWith: null,
  isUsingPlaceholder: false,
};

function StandInContext({ children }: DragDropContextProps) {
  return children;
}

function StandInDroppable({ children }: DroppableProps) {
  const provided: DroppableProvided = {
    innerRef: noRef,
    droppableProps: {} as DroppableProvided['droppableProps'],
    placeholder: null,
  };
  return children(provided, empty);
}

function StandInDraggable({ children }: DraggableProps) {
  const provided: DraggableProvided = {
    innerRef: noRef,
    draggableProps: {} as DraggableProvided['draggableProps'],
    dragHandleProps: null,
  };
  return children(provided, resting, {
    draggableId: '',
    type: '',
    source: { droppableId: '', index: 0 },
  });
}

const standIns: DragKit = {
  DragDropContext: StandInContext,
  Droppable: StandInDroppable,
  Draggable: StandInDraggable,
  ready: false,
};

/** Once loaded, later visits of the board render with the library at once. */
let loaded: DragKit | null = null;
let loading: Promise<DragKit> | null = null;

function loadKit(): Promise<DragKit> {
  loading ??= import('./drag-kit-dnd').then((module) => {
    loaded = module.dndKit;
    return loaded;
  });
  return loading;
}

/** What is focusable in the board, in order: the same before and after the swap. */
const focusable = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('button, a[href], input, [tabindex]')].filter(
    (element) => element.tabIndex >= 0,
  );

/**
 * Something the swap would close or empty: a form in the board (renaming a board, adding a
 * task), an open menu or dialog (a board's actions, a confirmation), an expanded control.
 */
const busy = (root: HTMLElement) =>
  root.querySelector('form, [aria-expanded="true"]') !== null ||
  document.querySelector('[role="menu"], [role="dialog"]') !== null;

type IntentHandlers = {
  onPointerOver: (event: SyntheticEvent) => void;
  onPointerDown: (event: SyntheticEvent) => void;
  onTouchStart: (event: SyntheticEvent) => void;
  onFocus: (event: SyntheticEvent) => void;
  onKeyDown: (event: SyntheticEvent) => void;
};

/**
 * The board's kit, and the handlers that load the library: put them on the board's element,
 * and `data-drag-handle` on what can be dragged (cards, board grips). The stand-ins serve until
 * the pointer comes over a drag handle, touches or presses one, or one takes focus; then
 * @hello-pangea/dnd loads and the board renders with it. That swap re-mounts the columns and
 * cards (other components) inside the same element, which keeps its scroll position, so it waits
 * for a moment when nothing is open in the board (a form, a menu, a dialog: tried again on the
 * next such move), and it gives the focus back to the element it was on (by its place among the
 * focusable ones).
 */
export function useDragKit(board: RefObject<HTMLElement | null>): {
  kit: DragKit;
  intentHandlers: IntentHandlers | undefined;
} {
  const [kit, setKit] = useState<DragKit>(() => loaded ?? standIns);
  const refocus = useRef(-1);
  const mounted = useRef(false);
  // A button held down: the swap waits for its release, or the element pressed would be re-mounted
  // under the pointer and the click the release makes would be lost (a card would not open).
  const pressed = useRef(false);

  useEffect(() => {
    mounted.current = true;
    const press = () => {
      pressed.current = true;
    };
    const release = () => {
      pressed.current = false;
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      mounted.current = false;
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, []);

  useLayoutEffect(() => {
    // After the render with the library: the focus the swap took away goes back.
    if (!kit.ready) return;
    const root = board.current;
    const index = refocus.current;
    refocus.current = -1;
    if (root && index >= 0) focusable(root)[index]?.focus({ preventScroll: true });
  }, [kit, board]);

  const swap = (real: DragKit) => {
    const root = board.current;
    if (!mounted.current || !root) return;
    if (pressed.current) {
      // Tried again after the release and its click, with the checks below.
      document.addEventListener('pointerup', () => setTimeout(() => swap(real)), { once: true });
      return;
    }
    if (busy(root)) return;
    const active = document.activeElement;
    refocus.current = active instanceof HTMLElement ? focusable(root).indexOf(active) : -1;
    setKit(real);
  };
  const intent = (event: SyntheticEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-drag-handle]')) return;
    // Loaded while something was open: swap now if it is closed, without waiting on the import.
    if (loaded) {
      swap(loaded);
      return;
    }
    loadKit().then(swap, () => {
      // Offline or a failed chunk: the board stays as it is; the next move tries again.
      loading = null;
    });
  };

  return {
    kit,
    intentHandlers: kit.ready
      ? undefined
      : {
          onPointerOver: intent,
          onPointerDown: intent,
          onTouchStart: intent,
          onFocus: intent,
          onKeyDown: intent,
        },
  };
}

const DragKitContext = createContext<DragKit>(standIns);

export const DragKitProvider = DragKitContext.Provider;

/** The kit the board renders with, for its columns and cards. */
export function useBoardDragKit(): DragKit {
  return use(DragKitContext);
}
