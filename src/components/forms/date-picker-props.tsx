import { IconCalendar } from '@tabler/icons-react';

/**
 * What every date picker of the app shares: the calendar icon, a dropdown in a portal (above a
 * drawer's scroll), a readable placeholder (it is text, not a native placeholder), and one id for
 * the field and its popover. Mantine names the dropdown (a dialog) by the popover's id: with an id
 * of its own, the field's would differ and the dialog would have no name.
 */
export function datePickerProps(id: string) {
  return {
    id,
    leftSection: <IconCalendar size={16} aria-hidden />,
    popoverProps: { id, withinPortal: true },
    styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } },
  };
}
