import { useId, useState, type KeyboardEvent } from 'react';
import {
  ComboboxChevron,
  extractStyleProps,
  InputBase,
  InputClearButton,
  type SelectProps,
} from '@mantine/core';
import { loadOverlays, useOverlays } from './load-overlays';

/** The label shown for `value` in Mantine's `data` (strings, items or groups of them). */
function labelOf(data: SelectProps['data'], value: string | null | undefined): string {
  if (value == null || !data) return '';
  for (const entry of data as readonly unknown[]) {
    if (typeof entry === 'string') {
      if (entry === value) return entry;
    } else if (entry && typeof entry === 'object') {
      const item = entry as { value?: unknown; label?: unknown; items?: SelectProps['data'] };
      if (Array.isArray(item.items)) {
        const label = labelOf(item.items, value);
        if (label) return label;
      } else if (item.value === value) {
        return typeof item.label === 'string' ? item.label : value;
      }
    }
  }
  return '';
}

const preload = () => void loadOverlays();

const openKeys = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * Mantine's Select, with its dropdown code (Combobox, Popover, ScrollArea, floating-ui) loaded on
 * the first open, as the other overlays: until then a read-only field of the same look shows the
 * selected label (and the clear button when `clearable`); pointing at it or focusing it starts
 * the download, a click or ArrowDown, ArrowUp, Enter or Space opens the real Select with its
 * dropdown open and the focus in it. For the filters of list pages, which load with the route;
 * forms that load on first opening use Mantine's Select directly.
 */
export function Select(props: SelectProps) {
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  const [wanted, setWanted] = useState(false);
  const overlays = useOverlays(wanted);
  if (overlays) {
    return <overlays.Select {...props} id={id} defaultDropdownOpened autoFocus />;
  }

  const {
    label,
    description,
    error,
    placeholder,
    disabled,
    required,
    withAsterisk,
    size,
    radius,
    variant,
    className,
    style,
    name,
    leftSection,
    clearable,
    value,
    defaultValue,
    data,
    onChange,
  } = props;
  const { styleProps } = extractStyleProps(props);
  const selected = value === undefined ? defaultValue : value;
  const open = () => {
    if (!disabled) setWanted(true);
  };
  const clear =
    clearable && selected != null && !disabled ? (
      // As Mantine's: out of the tab order and hidden from assistive technology.
      <InputClearButton
        tabIndex={-1}
        aria-hidden
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChange?.(null, { value: '', label: '' })}
      />
    ) : null;

  return (
    <InputBase
      {...styleProps}
      id={id}
      name={name}
      className={className}
      style={style}
      label={label}
      description={description}
      error={error}
      placeholder={placeholder}
      disabled={disabled}
      required={required}
      withAsterisk={withAsterisk}
      size={size}
      radius={radius}
      variant={variant}
      leftSection={leftSection}
      readOnly
      pointer
      // Mantine's closed Select, as its own markup has it: an input with the combobox role and
      // no listbox yet to control.
      // oxlint-disable-next-line jsx-a11y/role-has-required-aria-props, jsx-a11y/prefer-tag-over-role
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      value={labelOf(data, selected)}
      rightSection={clear ?? <ComboboxChevron size={size} error={error} />}
      rightSectionPointerEvents={clear ? 'all' : 'none'}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!openKeys.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    />
  );
}
