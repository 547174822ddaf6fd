import { Avatar, type AvatarProps } from '@mantine/core';

/** The user's picture, or their initials on a colour derived from the name. */
export function UserAvatar({ name, src, ...props }: AvatarProps & { name: string; src?: string }) {
  return <Avatar src={src || null} name={name} color="initials" alt={name} {...props} />;
}
