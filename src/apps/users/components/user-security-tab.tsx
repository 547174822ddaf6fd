import { useState } from 'react';
import { Alert, Button, Group, Paper, PasswordInput, SimpleGrid, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '@/components/forms/use-app-form';
import { changePasswordSchema, type ChangePassword } from '../api/user-schemas';

/**
 * A change-password form that checks the rules here and sends nothing: the API has no endpoint
 * for it, and the page says so rather than pretending.
 */
export function UserSecurityTab() {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const form = useAppForm<ChangePassword>(changePasswordSchema, {
    initialValues: { password: '', confirmation: '' },
    onValuesChange: () => setChecked(false),
  });
  return (
    <Paper p="lg" shadow="xs" component="section" aria-labelledby="user-security-title">
      <Title id="user-security-title" order={2} fz="h4" mb="xs">
        {t('users.security.title')}
      </Title>
      <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />} mb="md">
        <bdi>{t('users.security.demo')}</bdi>
      </Alert>
      <form
        noValidate
        onSubmit={form.onSubmit(() => {
          setChecked(true);
          form.reset();
        })}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={t('users.security.password')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('users.security.confirmation')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmation')}
          />
        </SimpleGrid>
        <Text fz="sm" c="dimmed" mt="sm">
          <bdi>{t('users.security.rules')}</bdi>
        </Text>
        <Group mt="md">
          <Button type="submit">{t('users.security.submit')}</Button>
        </Group>
        <output>
          {checked ? (
            <Alert variant="light" color="green" mt="md">
              <bdi>{t('users.security.checked')}</bdi>
            </Alert>
          ) : null}
        </output>
      </form>
    </Paper>
  );
}
