import { memo, useState, type FocusEvent } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconCircle, IconCircleDot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUiSettings } from '@/stores/ui-settings';
import { AfterContent } from './after-content';
import { AppLogo } from './app-logo';
import type { AppManifest } from './nav-types';
import { VerticalMenu } from './vertical-menu';
import classes from './app-sidebar.module.css';
import surface from './dark-surface.module.css';

/** Whether keyboard focus (not a mouse click) is on `element`; old engines count any focus. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The vertical layout's sidebar (md and up; phones get the drawer). Collapsed, it shows icons
 * only and opens as an overlay while hovered or keyboard-focused: the in-flow placeholder keeps
 * the collapsed width, so the content never moves.
 */
export const AppSidebar = memo(function AppSidebar({
  manifests,
}: {
  manifests: readonly AppManifest[];
}) {
  const { t } = useTranslation();
  const collapsed = useUiSettings((state) => state.menuCollapsed);
  const semiDark = useUiSettings((state) => state.skin === 'semi-dark');
  const set = useUiSettings((state) => state.set);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const compact = collapsed && !hovered && !focused;

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
  };

  return (
    <div className={classes.sidebar} data-collapsed={collapsed || undefined} data-chrome>
      <div
        className={semiDark ? `${classes.panel} ${surface.darkSurface}` : classes.panel}
        data-mantine-color-scheme={semiDark ? 'dark' : undefined}
        data-compact={compact || undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={(event) => setFocused(isKeyboardFocus(event.target))}
        onBlur={onBlur}
      >
        <div className={classes.header}>
          <AppLogo />
          <ActionIcon
            className={classes.toggle}
            variant="subtle"
            color="gray"
            size="md"
            radius="xl"
            aria-label={t('layout.collapseMenu')}
            aria-pressed={collapsed}
            onClick={() => set({ menuCollapsed: !collapsed })}
          >
            {collapsed ? (
              <IconCircle size={20} aria-hidden />
            ) : (
              <IconCircleDot size={20} aria-hidden />
            )}
          </ActionIcon>
        </div>
        <div className={classes.scroll}>
          <AfterContent>
            <VerticalMenu manifests={manifests} />
          </AfterContent>
        </div>
      </div>
    </div>
  );
});
