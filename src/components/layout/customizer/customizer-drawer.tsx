import { Button, Group, Text } from '@mantine/core';
import { SideDrawer } from '@/components/overlays/side-drawer';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUiSettings } from '@/stores/ui-settings';
import {
  LayoutSettings,
  MenuSettings,
  NavbarFooterSettings,
  ThemingSettings,
} from './customizer-sections';
import classes from './customizer.module.css';

function CustomizerBody() {
  const { t } = useTranslation();
  const reset = useUiSettings((state) => state.reset);
  return (
    <div className={classes.customizer}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fz="sm" c="dimmed">
          {t('customizer.subtitle')}
        </Text>
        <Button
          className={classes.reset}
          variant="light"
          size="xs"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={reset}
        >
          {t('customizer.reset')}
        </Button>
      </Group>
      <ThemingSettings />
      <LayoutSettings />
      <MenuSettings />
      <NavbarFooterSettings />
    </div>
  );
}

type CustomizerDrawerProps = { opened: boolean; onClose: () => void };

/**
 * Every layout setting, applied live. The drawer opens from the end edge (Mantine mirrors
 * `right` in RTL) and keeps a light overlay so the page behind shows each change.
 */
export function CustomizerDrawer({ opened, onClose }: CustomizerDrawerProps) {
  const { t } = useTranslation();
  return (
    <SideDrawer
      opened={opened}
      onClose={onClose}
      size={380}
      title={t('customizer.title')}
      closeLabel={t('customizer.close')}
      overlayProps={{ backgroundOpacity: 0.15 }}
      classNames={{ title: classes.title, header: classes.header }}
    >
      {/* Mounted only while open, so the settings it reads never re-render a closed drawer. */}
      <CustomizerBody />
    </SideDrawer>
  );
}
