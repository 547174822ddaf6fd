import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '../api/user-values';
import { statusColors } from './user-labels';

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={statusColors[status]} radius="sm">
      {t(`users.status.${status}`)}
    </Badge>
  );
}
