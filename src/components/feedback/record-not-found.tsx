import type { ReactNode } from 'react';
import { EmptyState, Paper } from '@mantine/core';
import { ButtonLink } from '@/components/navigation/links';

type RecordNotFoundProps = {
  icon: ReactNode;
  title: string;
  text: string;
  /** The list the record belongs to, and its name. */
  to: string;
  linkLabel: string;
};

/**
 * A detail page whose record does not exist, inside the layout (a route's `notFoundComponent`):
 * the menus stay, and a link leads back to the list.
 */
export function RecordNotFound({ icon, title, text, to, linkLabel }: RecordNotFoundProps) {
  return (
    <Paper p="xl" shadow="xs">
      <EmptyState icon={icon} variant="light">
        <EmptyState.Title order={1}>{title}</EmptyState.Title>
        <EmptyState.Description>{text}</EmptyState.Description>
        <EmptyState.Actions>
          <ButtonLink to={to}>{linkLabel}</ButtonLink>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
