import { Avatar, Indicator, type MantineColor, type MantineSize } from '@mantine/core';
import type { ChatStatus } from '../api/chat-values';

export const statusColors: Record<ChatStatus, MantineColor> = {
  online: 'green',
  away: 'yellow',
  busy: 'red',
  offline: 'gray',
};

type ChatAvatarProps = {
  name: string;
  avatar: string;
  status?: ChatStatus;
  size?: MantineSize | number;
};

/**
 * A person's picture (initials when there is none) with a dot in the colour of their status. The
 * dot is decoration: the status is said in words beside it (a label or a visually hidden text).
 */
export function ChatAvatar({ name, avatar, status, size = 'md' }: ChatAvatarProps) {
  const picture = (
    <Avatar
      src={avatar || null}
      name={name}
      color="initials"
      size={size}
      radius="xl"
      alt=""
      aria-hidden
    />
  );
  if (!status) return picture;
  return (
    <Indicator
      color={statusColors[status]}
      position="bottom-end"
      offset={5}
      size={11}
      withBorder
      data-status={status}
    >
      {picture}
    </Indicator>
  );
}
