import type { ComponentProps, ReactElement } from 'react';
import type { Popover as MantinePopover, PopoverProps } from '@mantine/core';
import { loadedOverlays } from './load-overlays';
import { IntentContext, PendingTarget, usePending, useTargetOverlay } from './target-overlay';

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

function PopoverTarget(props: ComponentProps<typeof MantinePopover.Target>) {
  const pending = usePending();
  if (pending) {
    return <PendingTarget intent={pending}>{props.children as ReactElement}</PendingTarget>;
  }
  const { Popover } = loadedOverlays();
  return <Popover.Target {...props} />;
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
