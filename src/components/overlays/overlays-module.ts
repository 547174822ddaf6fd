// The one chunk of pop-up code (Mantine's Tooltip, Menu, Popover, Modal, Drawer and Select's
// dropdown, floating-ui, ScrollArea and the focus trap), imported only by load-overlays.ts, on
// the first open of any of them.
export { Drawer, Menu, Modal, Popover, Select, Tooltip } from '@mantine/core';
