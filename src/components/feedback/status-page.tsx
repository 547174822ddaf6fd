import type { ReactNode } from 'react';
import { Center, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '@/components/navigation/links';
import { useTranslation } from 'react-i18next';

type StatusPageProps = {
  code?: string;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  /** False inside the signed-in layout, which has the page's `<main>` already. */
  landmark?: boolean;
};

/** Full-page message for errors, missing pages and forbidden pages. */
export function StatusPage({ code, title, description, action, landmark = true }: StatusPageProps) {
  const { t } = useTranslation();
  return (
    <Center mih={landmark ? '70vh' : '50vh'} p="xl" component={landmark ? 'main' : 'section'}>
      <Stack align="center" gap="md" maw={560} ta="center">
        {code ? (
          <Text fz={64} fw={800} c="brand" lh={1} aria-hidden="true">
            {code}
          </Text>
        ) : null}
        <Title order={1} fz="h2">
          {title}
        </Title>
        {/* A div: the description may be a block (the error page's code). */}
        <Text c="dimmed" component="div">
          {description}
        </Text>
        {action ?? <ButtonLink to="/">{t('common.actions.backHome')}</ButtonLink>}
      </Stack>
    </Center>
  );
}
