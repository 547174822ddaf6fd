import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The seeded accounts of the mock API (see docs/qa-guide.md). */
export const demoAccounts = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
  { role: 'shopManager', email: 'shop@demo.com', password: 'shop' },
] as const;

type DemoAccountsProps = { onPick: (account: (typeof demoAccounts)[number]) => void };

export function DemoAccounts({ onPick }: DemoAccountsProps) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={t('auth.demo.title')}
    >
      <Stack gap={6}>
        {demoAccounts.map((account) => (
          <Group key={account.role} justify="space-between" wrap="nowrap" gap="xs">
            <Text fz="sm">
              {t(`auth.demo.${account.role}`)}
              {t('common.labelSeparator')}
              <b>{account.email}</b> / <b>{account.password}</b>
            </Text>
            <Button
              size="compact-xs"
              variant="white"
              // Its label whole, however long the account's line ("Utiliser" in French).
              flex="none"
              onClick={() => onPick(account)}
              aria-label={t('auth.demo.use', { email: account.email })}
            >
              {t('auth.demo.fill')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
