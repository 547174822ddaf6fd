import type { ComponentProps, ReactElement } from 'react';
import type { Popover as MantinePopover, PopoverProps } from '@mantine/core';
import { loadedOverlays } from './load-overlays';
import {
  PendingTarget,
  targetOverlayDropdown,
  targetOverlayRoot,
  usePending,
  useTargetChild,
} from './target-overlay';

/**
 * Mantine's Popover, loaded on the first pointer-enter or click of its target, as `Menu`
 * (`aria-haspopup="dialog"` until then). Same props and parts.
 */
const PopoverRoot = targetOverlayRoot<PopoverProps>((overlays) => overlays.Popover, 'dialog');

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

const PopoverDropdown = targetOverlayDropdown<ComponentProps<typeof MantinePopover.Dropdown>>(
  (overlays) => overlays.Popover.Dropdown,
);

export const Popover = Object.assign(PopoverRoot, {
  Target: PopoverTarget,
  Dropdown: PopoverDropdown,
});
