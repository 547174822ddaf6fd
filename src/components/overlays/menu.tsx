import type { ComponentProps, ReactElement } from 'react';
import type { Menu as MantineMenu, MenuProps } from '@mantine/core';
import { loadedOverlays } from './load-overlays';
import {
  IntentContext,
  PendingTarget,
  usePending,
  useTargetChild,
  useTargetOverlay,
} from './target-overlay';

/**
 * Mantine's Menu, loaded on the first pointer-enter or click of its target (Enter and Space are
 * clicks on a button): until then only `Menu.Target`'s child renders, marked
 * `aria-haspopup="menu"`. Same props and parts as Mantine's; a click before the chunk arrives
 * opens the menu when it does, with Mantine's own focus handling (focus moves into the menu,
 * returns to the target on close).
 */
function MenuRoot({ children, defaultOpened, ...props }: MenuProps) {
  const { overlays, openOnLoad, intent } = useTargetOverlay(
    props.opened === true || defaultOpened === true,
    'menu',
  );
  if (!overlays) return <IntentContext value={intent}>{children}</IntentContext>;
  return (
    <overlays.Menu {...props} defaultOpened={defaultOpened || openOnLoad}>
      {children}
    </overlays.Menu>
  );
}

function MenuTarget({ children, refProp, ...outer }: ComponentProps<typeof MantineMenu.Target>) {
  const pending = usePending();
  const child = useTargetChild(children as ReactElement, outer);
  if (pending) return <PendingTarget intent={pending}>{child}</PendingTarget>;
  const { Menu } = loadedOverlays();
  return <Menu.Target refProp={refProp}>{child}</Menu.Target>;
}

function MenuDropdown(props: ComponentProps<typeof MantineMenu.Dropdown>) {
  if (usePending()) return null;
  const { Menu } = loadedOverlays();
  return <Menu.Dropdown {...props} />;
}

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
