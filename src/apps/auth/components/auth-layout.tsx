import type { ReactNode } from 'react';
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/components/layout/language-select';
import { LogoMark } from '@/components/layout/logo-mark';
import { SkinToggle } from '@/components/layout/skin-toggle';
import { AnchorLink } from '@/components/navigation/links';

type AuthLayoutProps = {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** The line under the form: where to go instead (sign in, create an account). */
  footer?: ReactNode;
};

/** The frame of the sign-in and register pages: logo, heading, and the language and skin controls. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
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
            {footer ? (
              <Text ta="center" fz="sm">
                {footer}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}

/** The way back to the sign-in page, under a form of the signed-out pages. */
export function BackToSignIn() {
  const { t } = useTranslation();
  return <AnchorLink to="/login">{t('auth.forgot.backToSignIn')}</AnchorLink>;
}
