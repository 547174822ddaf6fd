import { forwardRef, type ReactNode } from 'react';
// oxlint-disable-next-line no-restricted-imports -- Items of the horizontal layout's Menubar (Mantine's Menu), loaded with that layout only.
import { Menu, type MenuItemProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

/** A dropdown menu item that is a type-safe router link (see components/navigation/links.tsx). */
const MenuItemBase = forwardRef<HTMLAnchorElement, MenuItemProps & { children?: ReactNode }>(
  (props, ref) => <Menu.Item ref={ref} component="a" {...props} />,
);
const CreatedMenuItemLink = createLink(MenuItemBase);
export const MenuItemLink: LinkComponent<typeof MenuItemBase> = (props) => (
  <CreatedMenuItemLink {...props} />
);
