import { memo, useState, type FocusEvent } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconCircle, IconCircleDot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUiSettings } from '@/stores/ui-settings';
import { AfterContent } from './after-content';
import { AppLogo } from './app-logo';
import type { AppManifest } from './nav-types';
import { VerticalMenu } from './vertical-menu';

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
    <div className="app-sidebar" data-collapsed={collapsed || undefined}>
      <div
        className={semiDark ? 'app-sidebar__panel app-dark-surface' : 'app-sidebar__panel'}
        data-mantine-color-scheme={semiDark ? 'dark' : undefined}
        data-compact={compact || undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={(event) => setFocused(isKeyboardFocus(event.target))}
        onBlur={onBlur}
      >
        <div className="app-sidebar__header">
          <AppLogo />
          <ActionIcon
            className="app-sidebar__toggle"
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
        <div className="app-sidebar__scroll">
          <AfterContent>
            <VerticalMenu manifests={manifests} />
          </AfterContent>
        </div>
      </div>
    </div>
  );
});
