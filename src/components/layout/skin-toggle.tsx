import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUiSettings } from '@/stores/ui-settings';

/** Quick light/dark switch (also on the sign-in pages, hence no tooltip code); the customizer offers every skin. */
export function SkinToggle() {
  const { t } = useTranslation();
  const skin = useUiSettings((state) => state.skin);
  const set = useUiSettings((state) => state.set);
  const dark = skin === 'dark';
  const label = dark ? t('layout.skin.toLight') : t('layout.skin.toDark');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => set({ skin: dark ? 'light' : 'dark' })}
    >
      {dark ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}
