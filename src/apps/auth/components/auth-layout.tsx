import type { ReactNode } from 'react';
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/components/layout/language-select';
import { LogoMark } from '@/components/layout/logo-mark';
import { SkinToggle } from '@/components/layout/skin-toggle';

type AuthLayoutProps = { title: string; subtitle: string; children: ReactNode };

/** The frame of the sign-in and register pages: logo, heading, and the language and skin controls. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-default-hover)">
      <Group justify="flex-end" p="md" gap="xs" component="header">
        <LanguageSelect />
        <SkinToggle />
      </Group>
      <Center component="main" px="md" pb="xl">
        <Paper w="100%" maw={440} p="xl" radius="lg" shadow="md">
          <Stack gap="lg">
            <Group gap="sm">
              <LogoMark size={36} />
              <Text fw={700} fz="lg">
                {t('app.name')}
              </Text>
            </Group>
            <div>
              <Title order={1} fz="h3">
                {title}
              </Title>
              <Text c="dimmed" fz="sm" mt={4}>
                {subtitle}
              </Text>
            </div>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
