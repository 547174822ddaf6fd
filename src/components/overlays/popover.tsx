import type { ComponentProps, ReactElement } from 'react';
import type { Popover as MantinePopover, PopoverProps } from '@mantine/core';
import { loadedOverlays } from './load-overlays';
import {
  IntentContext,
  PendingTarget,
  usePending,
  useTargetChild,
  useTargetOverlay,
} from './target-overlay';

/**
 * Mantine's Popover, loaded on the first pointer-enter or click of its target, as `Menu`
 * (`aria-haspopup="dialog"` until then). Same props and parts.
 */
function PopoverRoot({ children, defaultOpened, ...props }: PopoverProps) {
  const { overlays, openOnLoad, intent } = useTargetOverlay(
    props.opened === true || defaultOpened === true,
    'dialog',
  );
  if (!overlays) return <IntentContext value={intent}>{children}</IntentContext>;
  return (
    <overlays.Popover {...props} defaultOpened={defaultOpened || openOnLoad}>
      {children}
    </overlays.Popover>
  );
}

function PopoverTarget({
  children,
  refProp,
  popupType,
  ...outer
}: ComponentProps<typeof MantinePopover.Target>) {
  const pending = usePending();
  const child = useTargetChild(children as ReactElement, outer);
  if (pending) return <PendingTarget intent={pending}>{child}</PendingTarget>;
  const { Popover } = loadedOverlays();
  return (
    <Popover.Target refProp={refProp} popupType={popupType}>
      {child}
    </Popover.Target>
  );
}

function PopoverDropdown(props: ComponentProps<typeof MantinePopover.Dropdown>) {
  if (usePending()) return null;
  const { Popover } = loadedOverlays();
  return <Popover.Dropdown {...props} />;
}

export const Popover = Object.assign(PopoverRoot, {
  Target: PopoverTarget,
  Dropdown: PopoverDropdown,
});
