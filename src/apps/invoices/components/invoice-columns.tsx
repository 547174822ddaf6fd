import type { ReactNode } from 'react';
import { Grid } from '@mantine/core';

/**
 * The widths of the page's own content area (a container query, not the screen's) from which the
 * columns below change: the menu beside the page takes part of the screen, and on a 1024-pixel
 * screen with the sidebar the document beside its actions was too narrow for its table of items.
 */
const PAGE_WIDTHS = { xs: '30em', sm: '40em', md: '50em', lg: '62em', xl: '75em' };

/**
 * An invoice's page: the document (or its form) and, beside it, the column of what can be done
 * with it; one above the other where the page is narrower than both need.
 */
export function InvoiceColumns({
  main,
  aside,
  mainClassName,
  asideClassName,
}: {
  main: ReactNode;
  aside: ReactNode;
  mainClassName?: string;
  asideClassName?: string;
}) {
  return (
    <Grid type="container" breakpoints={PAGE_WIDTHS} gap="lg">
      <Grid.Col span={{ base: 12, md: 8, xl: 9 }} className={mainClassName}>
        {main}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4, xl: 3 }} className={asideClassName}>
        {aside}
      </Grid.Col>
    </Grid>
  );
}
