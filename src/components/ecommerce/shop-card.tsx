import { useId, type ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** A card of the shop's pages (cart, checkout, an order): a bordered section named by its heading. */
export function ShopCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
