// The one chunk of pop-up code (Mantine's Tooltip, Menu, Popover, Modal, Drawer, floating-ui and
// the focus trap), imported only by load-overlays.ts, on the first open of any of them.
export { Drawer, Menu, Modal, Popover, Tooltip } from '@mantine/core';
