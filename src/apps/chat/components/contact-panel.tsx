import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { SideDrawer } from '@/components/overlays/side-drawer';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/components/access/role-label';
import type { Contact } from '../api/chat-schemas';
import { ChatAvatar } from './chat-avatar';
import { StatusText } from './status-text';

type ContactPanelProps = { contact: Contact; opened: boolean; onClose: () => void };

/**
 * The contact's profile: picture, name, role, status, about, and how else to reach them (email
 * and phone, when the directory has them). A side drawer: Escape closes it and the focus goes
 * back to the button that opened it.
 */
export function ContactPanel({ contact, opened, onClose }: ContactPanelProps) {
  const { t } = useTranslation();
  return (
    <SideDrawer
      opened={opened}
      onClose={onClose}
      size={320}
      title={t('chat.contact.title')}
      closeLabel={t('chat.contact.close')}
    >
      <Stack align="center" gap="xs" mb="lg">
        <ChatAvatar
          name={contact.fullName}
          avatar={contact.avatar}
          status={contact.status}
          size="xl"
        />
        <Title order={3} fz="h4" ta="center" dir="auto">
          {contact.fullName}
        </Title>
        <Text c="dimmed" fz="sm">
          {roleLabel(t, contact.role)}
        </Text>
        <StatusText status={contact.status} />
      </Stack>
      <Text fz="xs" fw={600} tt="uppercase" c="dimmed" mb={4}>
        {t('chat.profile.about')}
      </Text>
      <Text fz="sm" dir={contact.about ? 'auto' : undefined}>
        {contact.about || t('chat.profile.noAbout')}
      </Text>
      {contact.email || contact.phone ? (
        <>
          <Text fz="xs" fw={600} tt="uppercase" c="dimmed" mt="lg" mb={4}>
            {t('chat.contact.reach')}
          </Text>
          <Stack gap={6} component="dl" m={0}>
            {contact.email ? (
              <ContactLine
                icon={<IconMail size={16} aria-hidden />}
                label={t('chat.contact.email')}
                href={`mailto:${contact.email}`}
                value={contact.email}
              />
            ) : null}
            {contact.phone ? (
              <ContactLine
                icon={<IconPhone size={16} aria-hidden />}
                label={t('chat.contact.phone')}
                href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                value={contact.phone}
              />
            ) : null}
          </Stack>
        </>
      ) : null}
    </SideDrawer>
  );
}

function ContactLine({
  icon,
  label,
  href,
  value,
}: {
  icon: ReactNode;
  label: string;
  href: string;
  value: string;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      {icon}
      <VisuallyHidden component="dt">{label}</VisuallyHidden>
      <Text component="dd" m={0} fz="sm">
        {/* Addresses and numbers read left to right in any layout. */}
        <Anchor href={href} dir="ltr">
          {value}
        </Anchor>
      </Text>
    </Group>
  );
}
