import {
  cloneElement,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import type { TooltipProps as MantineTooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useOverlays } from './load-overlays';

type ChildProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
};

export type TooltipProps = Omit<MantineTooltipProps, 'children' | 'target'> & {
  /** One element that takes a ref (as Mantine's Tooltip). */
  children: ReactElement<ChildProps>;
};

/**
 * Mantine's Tooltip, loaded on the first hover or keyboard focus of its target. Until then only
 * the target renders (no floating-ui, no portal). It then attaches to the target (`target`), so
 * the target is never re-mounted and keeps focus. Unlike Mantine's default, it also shows on
 * keyboard focus (`events.focus`, default true); Escape hides it; while shown, the target is
 * described by it (`aria-describedby`).
 */
export function Tooltip({
  children,
  label,
  events,
  opened,
  disabled,
  ref: outerRef,
  ...rest
}: TooltipProps) {
  // What a parent puts on the tooltip for its target (Menu.Target, Popover.Target: ref, onClick,
  // aria-haspopup, aria-expanded, id, data-expanded) goes to the target, not the tooltip.
  const forwarded: Record<string, unknown> = {};
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    const toTarget =
      key === 'id' ||
      key === 'onClick' ||
      key === 'onPointerEnter' ||
      key.startsWith('aria-') ||
      key.startsWith('data-');
    (toTarget ? forwarded : props)[key] = value;
  }
  const [shown, setShown] = useState(false);
  const [wanted, setWanted] = useState(opened === true);
  if (opened === true && !wanted) setWanted(true);
  const overlays = useOverlays(wanted);
  const ownId = useId();
  const tooltipId = `tooltip-${ownId}`;
  const target = useRef<HTMLElement | null>(null);
  const child = children;
  const ref = useMergedRef(target, child.props.ref, outerRef as Ref<HTMLElement> | undefined);
  const hover = events?.hover ?? true;
  const focus = events?.focus ?? true;
  const show = (next: boolean) => {
    if (next) setWanted(true);
    setShown(next);
  };
  const visible = !disabled && (opened ?? shown);
  const describedBy = [
    child.props['aria-describedby'],
    forwarded['aria-describedby'] as string | undefined,
    visible ? tooltipId : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      {cloneElement(child, {
        ...forwarded,
        ref,
        onClick: (event: MouseEvent<HTMLElement>) => {
          child.props.onClick?.(event);
          (forwarded.onClick as ((event: MouseEvent<HTMLElement>) => void) | undefined)?.(event);
        },
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          child.props.onPointerEnter?.(event);
          (forwarded.onPointerEnter as ((event: PointerEvent<HTMLElement>) => void) | undefined)?.(
            event,
          );
        },
        'aria-describedby': describedBy || undefined,
        onMouseEnter: (event) => {
          child.props.onMouseEnter?.(event);
          if (hover) show(true);
        },
        onMouseLeave: (event) => {
          child.props.onMouseLeave?.(event);
          if (hover) show(false);
        },
        onFocus: (event) => {
          child.props.onFocus?.(event);
          if (focus && event.currentTarget.matches(':focus-visible')) show(true);
        },
        onBlur: (event) => {
          child.props.onBlur?.(event);
          if (focus) show(false);
        },
        onKeyDown: (event) => {
          child.props.onKeyDown?.(event);
          if (event.key === 'Escape') show(false);
        },
      })}
      {overlays ? (
        <overlays.Tooltip
          {...props}
          // floating-ui gives the tooltip an id of its own; the description points at the label.
          label={<span id={tooltipId}>{label}</span>}
          target={target}
          opened={visible}
          disabled={disabled}
        />
      ) : null}
    </>
  );
}
