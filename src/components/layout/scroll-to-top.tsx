import { useEffect, useState } from 'react';
import { ActionIcon, Transition } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUiSettings } from '@/stores/ui-settings';
import { focusContent } from './layout-ids';
import classes from './scroll-to-top.module.css';

/** How far the page must be scrolled before the button shows (px). */
export const scrollTopThreshold = 400;

function ScrollToTopButton() {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // A boolean, not the position: the button re-renders twice per trip, not on every scroll event.
    const update = () => setVisible(window.scrollY > scrollTopThreshold);
    // The first reading waits for the page to be painted: reading the scroll position while the
    // page is still being built forces a layout inside the task that renders it.
    const first = window.setTimeout(update, 0);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.clearTimeout(first);
      window.removeEventListener('scroll', update);
    };
  }, []);

  const scrollUp = () => {
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // The button disappears once at the top; focus moves to the content's start instead of
    // falling back to the end of the document.
    focusContent({ preventScroll: true });
  };

  return (
    <Transition mounted={visible} transition="slide-up" duration={reduceMotion ? 0 : 150}>
      {(styles) => (
        <ActionIcon
          className={classes.button}
          data-chrome
          style={styles}
          size="xl"
          radius="xl"
          variant="filled"
          aria-label={t('layout.scrollTop')}
          onClick={scrollUp}
        >
          <IconArrowUp size={22} aria-hidden />
        </ActionIcon>
      )}
    </Transition>
  );
}

/** A floating button back to the top of long pages, when the `scrollTop` setting is on. */
export function ScrollToTop() {
  const enabled = useUiSettings((state) => state.scrollTop);
  return enabled ? <ScrollToTopButton /> : null;
}
