import { useRef, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/layout/user-avatar';
import { resizeImage } from '@/lib/images/resize-image';
import { MAX_AVATAR_CHARS } from '../api/account-schemas';

/** The side of the stored avatar, in pixels: enough for the largest place it shows (2×). */
const AVATAR_SIZE = 256;

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
  const input = useRef<HTMLInputElement>(null);
  const pick = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    const result = await resizeImage(file, {
      size: AVATAR_SIZE,
      shape: 'square',
      maxChars: MAX_AVATAR_CHARS,
      quality: 0.85,
    });
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
          {/* A plain input and a button that opens it: Mantine's FileButton would be one more
              chunk for the signed-in shell to know of, and each such name counts against every
              page's budget. */}
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            onChange={(event) => {
              const file = event.currentTarget.files?.[0] ?? null;
              // Cleared, so that picking the same file again (after removing it) is a change too.
              event.currentTarget.value = '';
              void pick(file);
            }}
          />
          <Button size="xs" loading={reading} onClick={() => input.current?.click()}>
            {t('account.avatar.upload')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={value === ''}
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
