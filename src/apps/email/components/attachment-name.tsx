import { Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/lib/i18n/formats';

/** An attachment as the mail and the composer list it: a paperclip, its name and its size. */
export function AttachmentName({ file }: { file: { fileName: string; size: number } }) {
  const { i18n } = useTranslation();
  return (
    <>
      <IconPaperclip size={14} aria-hidden />
      <Text span fz="sm" dir="auto">
        {file.fileName}
      </Text>
      <Text span fz="xs" c="dimmed">
        {formatFileSize(file.size, i18n.language)}
      </Text>
    </>
  );
}
