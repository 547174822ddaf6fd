import { memo } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUiSettings } from '@/stores/ui-settings';
import classes from './app-footer.module.css';

const year = new Date().getFullYear();

/** Static: after the content. Sticky: pinned to the bottom of the viewport. Hidden: none. */
export const AppFooter = memo(function AppFooter() {
  const { t } = useTranslation();
  const footerType = useUiSettings((state) => state.footerType);
  if (footerType === 'hidden') return null;
  return (
    <footer className={classes.footer} data-footer-type={footerType} data-chrome>
      <div className={classes.inner}>
        <Text fz="sm" c="dimmed">
          <bdi>{t('layout.footer', { year })}</bdi>
        </Text>
      </div>
    </footer>
  );
});
