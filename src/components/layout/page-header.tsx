import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';

/**
 * A page's heading (its only h1) and the sentence under it. The sentence is isolated (`<bdi>`):
 * right to left, its full stop stays at its end. `detail`, a line under the sentence, holds what
 * comes with the page's data (a dashboard's day): the heading and the sentence are fixed text, so
 * index.html can draw them before the app has loaded (src/app/page-headers.ts).
 */
export function PageHeader({
  title,
  subtitle,
  detail,
}: {
  title: string;
  subtitle: string;
  detail?: ReactNode;
}) {
  return (
    <div>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c="dimmed">
        <bdi>{subtitle}</bdi>
      </Text>
      {detail !== undefined && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </div>
  );
}
