import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type {
  Drawer as MantineDrawer,
  DrawerProps,
  Modal as MantineModal,
  ModalProps,
} from '@mantine/core';
import { loadedOverlays, useOverlays, type OverlaysModule } from './load-overlays';

/** A part that renders only inside its loaded root (Content, Header, Title, Body, …). */
function part<P extends object>(pick: (overlays: OverlaysModule) => ComponentType<P>) {
  return function OverlayPart(props: P) {
    const Part = pick(loadedOverlays());
    return <Part {...props} />;
  };
}

/** True from the first render with `opened` on. */
function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

/**
 * The overlay chunk, and `opened` as Mantine's component should see it: closed on its first
 * render, then as asked. Mantine notes the element to give the focus back to when `opened`
 * changes to true, not when it mounts opened; loaded by its first open, it would mount opened
 * and, closed, leave the focus nowhere.
 */
function useLoadedOverlay(opened: boolean) {
  const overlays = useOverlays(useOpenedOnce(opened));
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // One commit closed is the point: Mantine must see `opened` change to note the focus.
    // oxlint-disable-next-line react/set-state-in-effect
    if (overlays) setMounted(true);
  }, [overlays]);
  return { overlays, opened: mounted && opened };
}

/**
 * Mantine's Modal, loaded the first time it opens: nothing renders before. Same props and parts
 * (`Modal.Root`, `.Overlay`, `.Content`, …); focus trap, Escape and focus return are Mantine's.
 */
function ModalComponent(props: ModalProps) {
  const { overlays, opened } = useLoadedOverlay(props.opened);
  return overlays ? <overlays.Modal {...props} opened={opened} /> : null;
}

function ModalRoot(props: ComponentProps<typeof MantineModal.Root>) {
  const { overlays, opened } = useLoadedOverlay(props.opened);
  return overlays ? <overlays.Modal.Root {...props} opened={opened} /> : null;
}

export const Modal = Object.assign(ModalComponent, {
  Root: ModalRoot,
  Overlay: part((m) => m.Modal.Overlay),
  Content: part((m) => m.Modal.Content),
  Header: part((m) => m.Modal.Header),
  Title: part((m) => m.Modal.Title),
  CloseButton: part((m) => m.Modal.CloseButton),
  Body: part((m) => m.Modal.Body),
});

/** Mantine's Drawer, loaded the first time it opens, as `Modal`. */
function DrawerComponent(props: DrawerProps) {
  const { overlays, opened } = useLoadedOverlay(props.opened);
  return overlays ? <overlays.Drawer {...props} opened={opened} /> : null;
}

function DrawerRoot(props: ComponentProps<typeof MantineDrawer.Root>) {
  const { overlays, opened } = useLoadedOverlay(props.opened);
  return overlays ? <overlays.Drawer.Root {...props} opened={opened} /> : null;
}

export const Drawer = Object.assign(DrawerComponent, {
  Root: DrawerRoot,
  Overlay: part((m) => m.Drawer.Overlay),
  Content: part((m) => m.Drawer.Content),
  Header: part((m) => m.Drawer.Header),
  Title: part((m) => m.Drawer.Title),
  CloseButton: part((m) => m.Drawer.CloseButton),
  Body: part((m) => m.Drawer.Body),
});
