import { TooltipIconButton } from '@/components/overlays/tooltip-icon-button';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Opens the theme customizer. */
export function CustomizerButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <TooltipIconButton
      label={t('customizer.open')}
      size="lg"
      aria-haspopup="dialog"
      onClick={onClick}
    >
      <IconSettings size={20} aria-hidden />
    </TooltipIconButton>
  );
}
