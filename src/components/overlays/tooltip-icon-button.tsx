import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { Tooltip } from './tooltip';

type TooltipIconButtonProps = Omit<ActionIconProps, 'children'> &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ActionIconProps | 'aria-label'> & {
    /** What the tooltip says, and the button's accessible name: one text for both. */
    label: string;
    /** The icon (`aria-hidden`: the label names the button). */
    children: ReactNode;
  };

/**
 * A button that shows only an icon, named by its tooltip: the label shows on hover and keyboard
 * focus and is what a screen reader reads. Subtle and gray unless told otherwise.
 */
export function TooltipIconButton({ label, ...others }: TooltipIconButtonProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} {...others} />
    </Tooltip>
  );
}
