import { Stack, Text, Title } from '@mantine/core';
import { SideDrawer } from '@/components/overlays/side-drawer';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/components/access/role-label';
import type { Contact } from '../api/chat-schemas';
import { ChatAvatar } from './chat-avatar';
import { StatusText } from './status-text';

type ContactPanelProps = { contact: Contact; opened: boolean; onClose: () => void };

/** The contact's profile: picture, name, role, status and about. */
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
        <Title order={3} fz="h4" ta="center">
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
      <Text fz="sm">{contact.about || t('chat.profile.noAbout')}</Text>
    </SideDrawer>
  );
}
