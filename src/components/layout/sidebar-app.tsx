import type { ReactNode } from 'react';
import { Paper, type MantineSize } from '@mantine/core';
import { Drawer } from '@/components/overlays/modal';
import { useSidebarInDrawer } from './side-column';
import classes from './sidebar-app.module.css';

/** A sidebar link's look (filters, folders, chats): the current one has `aria-current="page"`. */
export const sidebarLinkClass = classes.link;
/** The text of a sidebar link, between its icon and its count. */
export const sidebarLinkLabelClass = classes.linkLabel;

export type SidebarAppDrawer = {
  opened: boolean;
  onClose: () => void;
  /** The close button's label (the drawer's title names what it holds). */
  closeLabel?: string;
  /** Its width: 280px unless the app's sidebar needs more. */
  size?: number | MantineSize;
};

export type SidebarAppProps = {
  /** Names the sidebar column and titles its drawer. */
  sidebarLabel: string;
  /**
   * The sidebar's content. Rendered in the column where it shows and in the drawer when open; in
   * the drawer it gets `closeDrawer`, for the links and buttons that should close it once chosen.
   */
  sidebar: (closeDrawer?: () => void) => ReactNode;
  /**
   * Where the column gives way to the drawer: below the `md` breakpoint (the default), or
   * `'none'` when the app hides it by its own rule (email by the room its panes have, chat one
   * pane at a time on a phone).
   */
  collapse?: 'md' | 'none';
  /** The drawer the sidebar becomes; the app's own button opens it. None: no drawer. */
  drawer?: SidebarAppDrawer;
  /** Shown across the whole box instead of the sidebar and the panes (loading, a load error). */
  fallback?: ReactNode;
  /** A record is open (`data-open`): on a phone an app may show it instead of the list. */
  open?: boolean;
  className?: string;
  sidebarClassName?: string;
  /** The panes beside the sidebar, each a labelled `<section>`. */
  children?: ReactNode;
};

/**
 * The box of an app with a sidebar (todo, email, chat, calendar): the sidebar column (an `<aside>`
 * named `sidebarLabel`, 16.5rem) and the app's panes in one grid, a full-width row while it
 * loads, and on narrow screens the sidebar in a drawer from the start edge. A wider sidebar or
 * more panes: the app's `className` sets `grid-template-columns` (it wins over this module's
 * rules, which are all in `:where()`).
 */
export function SidebarApp({
  sidebarLabel,
  sidebar,
  collapse = 'md',
  drawer,
  fallback,
  open,
  className,
  sidebarClassName,
  children,
}: SidebarAppProps) {
  // Where the column is hidden it is not rendered at all (a phone renders the sidebar in the
  // drawer, when opened).
  const inDrawer = useSidebarInDrawer();
  const column = collapse !== 'md' || !inDrawer;
  return (
    <>
      <Paper
        shadow="xs"
        className={className ? `${classes.layout} ${className}` : classes.layout}
        data-collapse={collapse}
        data-open={open || undefined}
      >
        {fallback === undefined ? (
          <>
            {column ? (
              <aside
                className={
                  sidebarClassName ? `${classes.sidebar} ${sidebarClassName}` : classes.sidebar
                }
                aria-label={sidebarLabel}
              >
                {sidebar()}
              </aside>
            ) : null}
            {children}
          </>
        ) : (
          <div className={classes.fullRow}>{fallback}</div>
        )}
      </Paper>
      {drawer && fallback === undefined ? (
        <Drawer
          opened={drawer.opened}
          onClose={drawer.onClose}
          position="left"
          size={drawer.size ?? 280}
          title={sidebarLabel}
          closeButtonProps={
            drawer.closeLabel === undefined ? undefined : { 'aria-label': drawer.closeLabel }
          }
          hiddenFrom={collapse === 'md' ? 'md' : undefined}
        >
          {sidebar(drawer.onClose)}
        </Drawer>
      ) : null}
    </>
  );
}
