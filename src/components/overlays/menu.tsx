import type { ComponentProps, ReactElement } from 'react';
import type { Menu as MantineMenu, MenuProps } from '@mantine/core';
import { loadedOverlays } from './load-overlays';
import {
  PendingTarget,
  targetOverlayDropdown,
  targetOverlayRoot,
  usePending,
  useTargetChild,
} from './target-overlay';

/**
 * Mantine's Menu, loaded on the first pointer-enter or click of its target (Enter and Space are
 * clicks on a button): until then only `Menu.Target`'s child renders, marked
 * `aria-haspopup="menu"`. Same props and parts as Mantine's; a click before the chunk arrives
 * opens the menu when it does, with Mantine's own focus handling (focus moves into the menu,
 * returns to the target on close).
 */
const MenuRoot = targetOverlayRoot<MenuProps>((overlays) => overlays.Menu, 'menu');

function MenuTarget({ children, refProp, ...outer }: ComponentProps<typeof MantineMenu.Target>) {
  const pending = usePending();
  const child = useTargetChild(children as ReactElement, outer);
  if (pending) return <PendingTarget intent={pending}>{child}</PendingTarget>;
  const { Menu } = loadedOverlays();
  return <Menu.Target refProp={refProp}>{child}</Menu.Target>;
}

const MenuDropdown = targetOverlayDropdown<ComponentProps<typeof MantineMenu.Dropdown>>(
  (overlays) => overlays.Menu.Dropdown,
);

// The parts below render only inside a loaded dropdown. Item is polymorphic (`component="a"`):
// it forwards every prop and keeps Mantine's type.
function MenuItem(props: Record<string, unknown>) {
  const { Menu } = loadedOverlays();
  return <Menu.Item {...props} />;
}
function MenuCheckboxItem(props: ComponentProps<typeof MantineMenu.CheckboxItem>) {
  const { Menu } = loadedOverlays();
  return <Menu.CheckboxItem {...props} />;
}
function MenuLabel(props: ComponentProps<typeof MantineMenu.Label>) {
  const { Menu } = loadedOverlays();
  return <Menu.Label {...props} />;
}
function MenuDivider(props: ComponentProps<typeof MantineMenu.Divider>) {
  const { Menu } = loadedOverlays();
  return <Menu.Divider {...props} />;
}

export const Menu = Object.assign(MenuRoot, {
  Target: MenuTarget,
  Dropdown: MenuDropdown,
  Item: MenuItem as unknown as typeof MantineMenu.Item,
  CheckboxItem: MenuCheckboxItem,
  Label: MenuLabel,
  Divider: MenuDivider,
});
