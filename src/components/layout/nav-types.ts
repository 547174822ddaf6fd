import type { ComponentType } from 'react';
import type { Action, Subject } from '@/lib/ability/ability-schemas';

export type NavGroup = 'dashboards' | 'apps' | 'pages' | 'settings';

/** What an app tells the layout about itself (each app exports one as `<app>-manifest.ts`). */
export type AppManifest = {
  id: string;
  path: string;
  titleKey: string;
  icon: ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;
  group: NavGroup;
  /** The user needs `action` (default `read`) on `subject` to see and open it. */
  subject: Subject;
  action?: Action;
};
