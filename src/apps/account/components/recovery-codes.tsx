import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '@/lib/clock/get-server-clock';
import { formatDay } from '@/lib/i18n/formats';
import { formatRecoveryCode } from '@/lib/session/second-factor';
import { useSession } from '@/lib/session/session';

/** Saves `text` as a text file, as the browser downloads any file. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the browser has read it: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The file's text: a header that says whose codes they are, for what and since when (a file
 * found months later in Downloads must say so), then the codes, one per line.
 */
function codesFile(codes: string[], header: string[]) {
  return `${[...header, '', ...codes].join('\n')}\n`;
}

/**
 * The ten recovery codes, shown once: a warning to keep them, the codes, Copy, Download and Done.
 */
export function RecoveryCodes({ codes: given, onDone }: { codes: string[]; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const account = useSession()?.userData.email ?? '';
  // The server's day (the mock's clock); the machine's only until the clock has answered.
  const serverNow = useServerNow();
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
            onClick={() =>
              download(
                codesFile(codes, [
                  t('account.twoStep.fileTitle', { product: t('app.name') }),
                  t('account.twoStep.fileAccount', { account }),
                  // The server's day, as every date the app shows; none before its clock answered.
                  ...(serverNow === undefined
                    ? []
                    : [
                        t('account.twoStep.fileDate', {
                          date: formatDay(serverNow, i18n.resolvedLanguage, { dateStyle: 'full' }),
                        }),
                      ]),
                  t('account.twoStep.fileHint'),
                ]),
                'recovery-codes.txt',
              )
            }
          >
            {t('account.twoStep.download')}
          </Button>
        </Group>
        <Button onClick={onDone}>{t('account.twoStep.done')}</Button>
      </Group>
    </Stack>
  );
}
