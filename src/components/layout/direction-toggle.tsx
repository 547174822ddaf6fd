import { TooltipIconButton } from '@/components/overlays/tooltip-icon-button';
import { IconTextDirectionLtr, IconTextDirectionRtl } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUiSettings } from '@/stores/ui-settings';

export function DirectionToggle() {
  const { t } = useTranslation();
  const isRTL = useUiSettings((state) => state.isRTL);
  const set = useUiSettings((state) => state.set);
  const label = isRTL ? t('layout.direction.toLtr') : t('layout.direction.toRtl');
  return (
    <TooltipIconButton
      label={label}
      size="lg"
      aria-pressed={isRTL}
      onClick={() => set({ isRTL: !isRTL })}
    >
      {isRTL ? (
        <IconTextDirectionLtr size={20} aria-hidden />
      ) : (
        <IconTextDirectionRtl size={20} aria-hidden />
      )}
    </TooltipIconButton>
  );
}
