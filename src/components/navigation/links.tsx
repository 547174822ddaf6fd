import { forwardRef } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  type ActionIconProps,
  type AnchorProps,
  type ButtonProps,
} from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

/*
 * Mantine components as type-safe router links. Mantine's `component={Link}` loses the router's
 * types (paths and search params are then unchecked), so links are built with `createLink`.
 */

const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & { children?: React.ReactNode }>(
  (props, ref) => <Anchor ref={ref} {...props} />,
);
const CreatedAnchor = createLink(AnchorBase);
export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => <CreatedAnchor {...props} />;

const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));
const CreatedButton = createLink(ButtonBase);
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => <CreatedButton {...props} />;

const ActionIconBase = forwardRef<HTMLAnchorElement, ActionIconProps>((props, ref) => (
  <ActionIcon ref={ref} component="a" {...props} />
));
const CreatedActionIcon = createLink(ActionIconBase);
/** An icon button that navigates; give it an `aria-label`. */
export const ActionIconLink: LinkComponent<typeof ActionIconBase> = (props) => (
  <CreatedActionIcon {...props} />
);
