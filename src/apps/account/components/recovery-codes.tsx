import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatRecoveryCode } from '@/lib/session/second-factor';

/** Saves the codes as a text file, one per line, as the browser downloads any file. */
function download(codes: string[], fileName: string) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the browser has read it: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The ten recovery codes, shown once: a warning to keep them, the codes, Copy, Download and Done.
 */
export function RecoveryCodes({ codes: given, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  // As the sign-in's hint says to type them; the forms take them back without the dash.
  const codes = given.map(formatRecoveryCode);
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" title={t('account.twoStep.codesTitle')}>
        {t('account.twoStep.codesIntro')}
      </Alert>
      <SimpleGrid
        component="ol"
        cols={2}
        spacing="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('account.twoStep.codesTitle')}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>
            <Code dir="ltr" fz="sm" display="block" ta="center" py={4}>
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="xs"
                leftSection={
                  copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? t('account.twoStep.copied') : t('account.twoStep.copy')}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => download(codes, 'recovery-codes.txt')}
          >
            {t('account.twoStep.download')}
          </Button>
        </Group>
        <Button onClick={onDone}>{t('account.twoStep.done')}</Button>
      </Group>
    </Stack>
  );
}
