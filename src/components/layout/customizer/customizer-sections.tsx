import { Group, NativeSelect, Radio, Switch, useMantineTheme } from '@mantine/core';
import { Tooltip } from '@/components/overlays/tooltip';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  contentWidths,
  footerTypes,
  layoutTypes,
  navbarColors,
  navbarTypes,
  skins,
  toastPositions,
  useUiSettings,
  type ContentWidth,
  type FooterType,
  type LayoutType,
  type NavbarType,
  type Skin,
  type ToastPosition,
} from '@/stores/ui-settings';
import { navbarColorLabels, navbarPalette } from '../navbar-colors';
import { CardChoice, CustomizerSection, SegmentedChoice } from './customizer-controls';
import classes from './customizer.module.css';

// Literal keys (not templates) so the translation check sees every one of them.
const skinLabels: Record<Skin, string> = {
  light: 'customizer.skins.light',
  bordered: 'customizer.skins.bordered',
  dark: 'customizer.skins.dark',
  'semi-dark': 'customizer.skins.semiDark',
};
const contentWidthLabels: Record<ContentWidth, string> = {
  boxed: 'customizer.contentWidths.boxed',
  full: 'customizer.contentWidths.full',
};
const layoutLabels: Record<LayoutType, string> = {
  vertical: 'customizer.layouts.vertical',
  horizontal: 'customizer.layouts.horizontal',
};
const navbarTypeLabels: Record<NavbarType, string> = {
  floating: 'customizer.navbarTypes.floating',
  sticky: 'customizer.navbarTypes.sticky',
  static: 'customizer.navbarTypes.static',
  hidden: 'customizer.navbarTypes.hidden',
};
const footerTypeLabels: Record<FooterType, string> = {
  static: 'customizer.footerTypes.static',
  sticky: 'customizer.footerTypes.sticky',
  hidden: 'customizer.footerTypes.hidden',
};
const toastPositionLabels: Record<ToastPosition, string> = {
  'top-right': 'customizer.toastPositions.topRight',
  'top-center': 'customizer.toastPositions.topCenter',
  'top-left': 'customizer.toastPositions.topLeft',
  'bottom-right': 'customizer.toastPositions.bottomRight',
  'bottom-center': 'customizer.toastPositions.bottomCenter',
  'bottom-left': 'customizer.toastPositions.bottomLeft',
};

function NavbarColorPicker() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const navbarColor = useUiSettings((state) => state.navbarColor);
  const dark = useUiSettings((state) => state.skin === 'dark');
  const set = useUiSettings((state) => state.set);
  return (
    <Radio.Group
      label={t('customizer.navbarColor')}
      value={navbarColor}
      onChange={(next) => {
        const picked = navbarColors.find((color) => color === next);
        if (picked) set({ navbarColor: picked });
      }}
    >
      <Group gap="xs" mt={6}>
        {navbarColors.map((color) => {
          const palette = navbarPalette(theme, color, dark ? 'dark' : 'light');
          const name = t(navbarColorLabels[color]);
          return (
            <Tooltip key={color} label={name}>
              <Radio.Card
                value={color}
                aria-label={name}
                radius="xl"
                className={classes.swatch}
                style={{
                  '--app-swatch-bg': palette?.background ?? 'var(--mantine-color-body)',
                  '--app-swatch-fg': palette?.text ?? 'var(--mantine-color-text)',
                }}
              >
                {navbarColor === color ? <IconCheck size={16} stroke={3} aria-hidden /> : null}
              </Radio.Card>
            </Tooltip>
          );
        })}
      </Group>
    </Radio.Group>
  );
}

export function ThemingSettings() {
  const { t } = useTranslation();
  const skin = useUiSettings((state) => state.skin);
  const set = useUiSettings((state) => state.set);
  return (
    <CustomizerSection title={t('customizer.sections.theming')}>
      <CardChoice
        label={t('customizer.skin')}
        value={skin}
        options={skins.map((value) => ({
          value,
          label: t(skinLabels[value]),
          preview: <span className={classes.skinPreview} data-preview={value} aria-hidden="true" />,
        }))}
        onChange={(value) => set({ skin: value })}
      />
      <NavbarColorPicker />
    </CustomizerSection>
  );
}

export function LayoutSettings() {
  const { t } = useTranslation();
  const contentWidth = useUiSettings((state) => state.contentWidth);
  const layoutType = useUiSettings((state) => state.layoutType);
  const isRTL = useUiSettings((state) => state.isRTL);
  const set = useUiSettings((state) => state.set);
  return (
    <CustomizerSection title={t('customizer.sections.layout')}>
      <SegmentedChoice
        label={t('customizer.menuLayout')}
        value={layoutType}
        options={layoutTypes.map((value) => ({ value, label: t(layoutLabels[value]) }))}
        onChange={(value) => set({ layoutType: value })}
      />
      <SegmentedChoice
        label={t('customizer.contentWidth')}
        value={contentWidth}
        options={contentWidths.map((value) => ({ value, label: t(contentWidthLabels[value]) }))}
        onChange={(value) => set({ contentWidth: value })}
      />
      <Switch
        label={t('customizer.rtl')}
        checked={isRTL}
        onChange={(event) => set({ isRTL: event.currentTarget.checked })}
      />
    </CustomizerSection>
  );
}

export function MenuSettings() {
  const { t } = useTranslation();
  const menuCollapsed = useUiSettings((state) => state.menuCollapsed);
  const menuHidden = useUiSettings((state) => state.menuHidden);
  const horizontal = useUiSettings((state) => state.layoutType === 'horizontal');
  const set = useUiSettings((state) => state.set);
  // Both settings shape the sidebar, which the horizontal layout does not have.
  const description = horizontal ? t('customizer.verticalOnly') : undefined;
  return (
    <CustomizerSection title={t('customizer.sections.menu')}>
      <Switch
        label={t('customizer.menuCollapsed')}
        description={description}
        disabled={horizontal}
        checked={menuCollapsed}
        onChange={(event) => set({ menuCollapsed: event.currentTarget.checked })}
      />
      <Switch
        label={t('customizer.menuHidden')}
        description={description}
        disabled={horizontal}
        checked={menuHidden}
        onChange={(event) => set({ menuHidden: event.currentTarget.checked })}
      />
    </CustomizerSection>
  );
}

export function NavbarFooterSettings() {
  const { t } = useTranslation();
  const navbarType = useUiSettings((state) => state.navbarType);
  const footerType = useUiSettings((state) => state.footerType);
  const scrollTop = useUiSettings((state) => state.scrollTop);
  const toastPosition = useUiSettings((state) => state.toastPosition);
  const set = useUiSettings((state) => state.set);
  return (
    <CustomizerSection title={t('customizer.sections.navbarFooter')}>
      <CardChoice
        label={t('customizer.navbarType')}
        value={navbarType}
        options={navbarTypes.map((value) => ({ value, label: t(navbarTypeLabels[value]) }))}
        onChange={(value) => set({ navbarType: value })}
      />
      <SegmentedChoice
        label={t('customizer.footerType')}
        value={footerType}
        options={footerTypes.map((value) => ({ value, label: t(footerTypeLabels[value]) }))}
        onChange={(value) => set({ footerType: value })}
      />
      <Switch
        label={t('customizer.scrollTop')}
        checked={scrollTop}
        onChange={(event) => set({ scrollTop: event.currentTarget.checked })}
      />
      <NativeSelect
        label={t('customizer.toastPosition')}
        value={toastPosition}
        data={toastPositions.map((value) => ({ value, label: t(toastPositionLabels[value]) }))}
        onChange={(event) => {
          const next = toastPositions.find((value) => value === event.currentTarget.value);
          if (next) set({ toastPosition: next });
        }}
      />
    </CustomizerSection>
  );
}
