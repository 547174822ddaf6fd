import { useState } from 'react';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/layout/user-avatar';
import { resizeAvatar } from './resize-avatar';

interface AvatarFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** An i18n key: the API's or the resize's message. */
  error?: string;
}

/**
 * The avatar: a preview, a button that picks an image from disk (resized in the browser before it
 * is kept in the form) and one that removes it. Nothing is sent until the profile is saved.
 */
export function AvatarField({ name, value, onChange, error }: AvatarFieldProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const pick = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    const result = await resizeAvatar(file);
    setReading(false);
    if ('problem' in result) {
      setProblem(`account.avatar.${result.problem}`);
      return;
    }
    setProblem(null);
    onChange(result.dataUrl);
  };
  const message = problem ?? error;
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <UserAvatar name={name} src={value} size={80} radius="md" />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg,image/webp">
            {(props) => (
              <Button
                {...props}
                size="xs"
                loading={reading}
                leftSection={<IconUpload size={14} aria-hidden />}
              >
                {t('account.avatar.upload')}
              </Button>
            )}
          </FileButton>
          <Button
            size="xs"
            variant="default"
            disabled={value === ''}
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => {
              setProblem(null);
              onChange('');
            }}
          >
            {t('account.avatar.remove')}
          </Button>
        </Group>
        <Text fz="xs" c="dimmed">
          <bdi>{t('account.avatar.hint')}</bdi>
        </Text>
        {message ? (
          <Text fz="xs" c="red" role="alert">
            <bdi>{t(message)}</bdi>
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
