import type { DrawerProps } from '@mantine/core';
import { Drawer } from './modal';

type SideDrawerProps = Omit<DrawerProps, 'position' | 'closeButtonProps'> & {
  /** The close button's accessible name ("Close", "Close the task"). */
  closeLabel: string;
};

/**
 * A drawer from the end side of the screen (Mantine's `right` is the left in right-to-left
 * pages), medium wide unless told, with a named close button: every side panel of the apps.
 */
export function SideDrawer({ closeLabel, size = 'md', ...props }: SideDrawerProps) {
  return (
    <Drawer
      position="right"
      size={size}
      closeButtonProps={{ 'aria-label': closeLabel }}
      {...props}
    />
  );
}
