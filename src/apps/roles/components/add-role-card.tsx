import { Button, Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlus, IconShieldPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The card that starts a new role, shown to users who may create roles. */
export function AddRoleCard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder shadow="xs" padding="lg">
      <Stack gap="sm" align="flex-start" h="100%" justify="space-between">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <IconShieldPlus size={20} />
        </ThemeIcon>
        <Text fz="sm" c="dimmed">
          {t('roles.add.text')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('roles.actions.add')}
        </Button>
      </Stack>
    </Card>
  );
}
