import { EmptyState, Paper } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/navigation/links';

/** The view page of a user that does not exist (deleted, or a mistyped link). */
export function UserNotFound() {
  const { t } = useTranslation();
  return (
    <Paper p="xl" shadow="xs">
      <EmptyState icon={<IconUserQuestion aria-hidden />} variant="light">
        <EmptyState.Title order={1}>{t('users.notFound.title')}</EmptyState.Title>
        <EmptyState.Description>{t('users.notFound.text')}</EmptyState.Description>
        <EmptyState.Actions>
          <ButtonLink to="/apps/users">{t('users.actions.backToList')}</ButtonLink>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
