import { useId, type ReactNode } from 'react';
import { Box, Group, Paper, Text, Title } from '@mantine/core';

type SectionCardProps = {
  /** The section's heading (an `h2`, sized as the cards' titles are); it names the section. */
  title: ReactNode;
  /** At the heading's end, on its line: a badge, a button. */
  actions?: ReactNode;
  /** A short text under the heading, before the content. */
  description?: ReactNode;
  children?: ReactNode;
};

/**
 * A titled card of a page: a `section` named by its heading, with the heading, an optional
 * intro and the content. The one way a page draws a card with a title (a profile's details, a
 * dashboard's chart, a settings group), so they share their spacing, shadow and landmark.
 */
export function SectionCard({ title, actions, description, children }: SectionCardProps) {
  const titleId = useId();
  const heading = (
    <Title id={titleId} order={2} fz="h4">
      {title}
    </Title>
  );
  return (
    <Paper p="lg" shadow="xs" component="section" aria-labelledby={titleId}>
      {actions ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          {heading}
          {actions}
        </Group>
      ) : (
        heading
      )}
      {description ? (
        <Text fz="sm" mt="xs">
          <bdi>{description}</bdi>
        </Text>
      ) : null}
      {children === undefined ? null : <Box mt="md">{children}</Box>}
    </Paper>
  );
}
