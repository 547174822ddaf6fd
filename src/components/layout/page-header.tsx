import { Text, Title } from '@mantine/core';

/**
 * A page's heading (its only h1) and the sentence under it. The sentence is isolated (`<bdi>`):
 * right to left, its full stop stays at its end.
 */
export function PageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c="dimmed">
        <bdi>{subtitle}</bdi>
      </Text>
    </div>
  );
}
