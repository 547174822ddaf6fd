import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatStatus } from '../api/chat-values';
import classes from '../pages/chat-page.module.css';
import { statusColors } from './chat-avatar';

/** A status in words, after a dot of its colour. */
export function StatusText({ status }: { status: ChatStatus }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <span
        className={classes.statusDot}
        style={{ backgroundColor: `var(--mantine-color-${statusColors[status]}-filled)` }}
        aria-hidden
      />
      <Text fz="sm" c="dimmed">
        {t(`chat.status.${status}`)}
      </Text>
    </Group>
  );
}
