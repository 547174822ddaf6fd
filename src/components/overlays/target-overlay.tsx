import {
  cloneElement,
  createContext,
  use,
  useMemo,
  useState,
  type MouseEvent,
  type ComponentType,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useMergedRef } from '@mantine/hooks';
import { loadedOverlays, loadOverlays, useOverlays, type OverlaysModule } from './load-overlays';

/** Set while the overlay has not loaded: what the target's first interaction does. */
type Intent = { preload: () => void; open: () => void; popup: 'menu' | 'dialog' };

export const IntentContext = createContext<Intent | null>(null);

type TargetChildProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
};

type RootProps = { children?: ReactNode; opened?: boolean; defaultOpened?: boolean };

/**
 * The root of an overlay with a target (Menu, Popover), Mantine's `pick`ed from the overlay chunk:
 * until its first open it renders its children with the intent in context (the target answers
 * pointer-enter by downloading the chunk and click, Enter or Space by opening; the dropdown renders
 * nothing), then Mantine's root, opened. `popup` is what the target says it opens until then.
 */
export function targetOverlayRoot<P extends RootProps>(
  pick: (overlays: OverlaysModule) => ComponentType<P>,
  popup: Intent['popup'],
) {
  return function TargetOverlayRoot(props: P) {
    const { children, defaultOpened } = props;
    const [state, setState] = useState({
      wanted: props.opened === true || defaultOpened === true,
      openOnLoad: false,
    });
    const overlays = useOverlays(state.wanted);
    const intent = useMemo<Intent>(
      () => ({
        // Starts the download only: the target is swapped for Mantine's when it opens, so
        // pointing at it never re-mounts it.
        preload: () => void loadOverlays(),
        open: () => setState({ wanted: true, openOnLoad: true }),
        popup,
      }),
      [],
    );
    if (!overlays) return <IntentContext value={intent}>{children}</IntentContext>;
    const Root = pick(overlays);
    return <Root {...props} defaultOpened={defaultOpened === true || state.openOnLoad} />;
  };
}

/** A dropdown of such an overlay, `pick`ed from the chunk: nothing until its root has loaded. */
export function targetOverlayDropdown<P extends object>(
  pick: (overlays: OverlaysModule) => ComponentType<P>,
) {
  return function TargetOverlayDropdown(props: P) {
    if (usePending()) return null;
    const Dropdown = pick(loadedOverlays());
    return <Dropdown {...props} />;
  };
}

/** Before loading: the target's child with the handlers that load (and open) the overlay. */
export function PendingTarget({ intent, children }: { intent: Intent; children: ReactElement }) {
  const child = children as ReactElement<TargetChildProps>;
  return cloneElement(child, {
    'aria-haspopup': intent.popup,
    'aria-expanded': false,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      child.props.onPointerEnter?.(event);
      intent.preload();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      child.props.onClick?.(event);
      intent.open();
    },
  } as Partial<TargetChildProps>);
}

/** A part rendered only once loaded (dropdowns render nothing before). */
export function usePending(): Intent | null {
  return use(IntentContext);
}

/**
 * The target part's child with what a wrapper put on the part itself (a Tooltip around
 * `Menu.Target`: its ref, hover and focus handlers, `aria-describedby`). Handlers are chained
 * with the child's own, the refs merged. Given to Mantine's Target as its props instead, they
 * would land on the child after Mantine's and replace them: the menu's toggle was lost, so a
 * menu a tooltip wraps opened once (on load) and never again.
 */
export function useTargetChild(
  children: ReactElement,
  outer: Record<string, unknown> & { ref?: Ref<HTMLElement> },
): ReactElement {
  const child = children as ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  const { ref: outerRef, ...outerProps } = outer;
  const ref = useMergedRef(child.props.ref, outerRef);
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(outerProps)) {
    const own = child.props[key];
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof own === 'function') {
      merged[key] = (...args: unknown[]) => {
        own(...args);
        value(...args);
      };
    } else if (key === 'aria-describedby' && typeof own === 'string' && own) {
      merged[key] = value ? `${own} ${String(value)}` : own;
    } else if (value !== undefined) {
      merged[key] = value;
    }
  }
  return cloneElement(child, outerRef ? { ...merged, ref } : merged);
}
