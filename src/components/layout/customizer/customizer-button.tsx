import { ActionIcon } from '@mantine/core';
import { Tooltip } from '@/components/overlays/tooltip';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Opens the theme customizer. */
export function CustomizerButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('customizer.open')}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('customizer.open')}
        aria-haspopup="dialog"
        onClick={onClick}
      >
        <IconSettings size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
