import { forwardRef } from 'react';
import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

/** A menu entry that is a type-safe router link (see components/navigation/links.tsx for why). */
const NavLinkBase = forwardRef<HTMLAnchorElement, NavLinkProps>((props, ref) => (
  <NavLink ref={ref} component="a" {...props} />
));
const CreatedNavLink = createLink(NavLinkBase);
export const MenuLink: LinkComponent<typeof NavLinkBase> = (props) => <CreatedNavLink {...props} />;
