import { createElement } from 'react';
import {
  IconBookmark,
  IconCalendar,
  IconChartBar,
  IconChartPie,
  IconChecklist,
  IconCreditCard,
  IconFileDollar,
  IconHeart,
  IconHistory,
  IconLayoutKanban,
  IconLock,
  IconMail,
  IconMessages,
  IconServerCog,
  IconShield,
  IconShieldCheck,
  IconShieldLock,
  IconShoppingBag,
  IconShoppingCart,
  IconTable,
  IconUsers,
} from '@tabler/icons-react';
import type { NavIcon } from './nav-types';

/**
 * The icons apps are known by, named as @tabler/icons-react names them: the apps' manifests name
 * theirs (so the route definitions, which read the manifests, carry no icon into the sign-in
 * page's code), and so do the API's bookmarks and search suggestions. Only these are bundled.
 */
const icons = {
  IconCalendar,
  IconChartBar,
  IconChartPie,
  IconChecklist,
  IconCreditCard,
  IconFileDollar,
  IconHeart,
  IconHistory,
  IconLayoutKanban,
  IconLock,
  IconMail,
  IconMessages,
  IconServerCog,
  IconShield,
  IconShieldCheck,
  IconShieldLock,
  IconShoppingBag,
  IconShoppingCart,
  IconTable,
  IconUsers,
} satisfies Record<string, NavIcon>;

export type AppIconName = keyof typeof icons;

// A name from the API is looked up as a key of this map only (`constructor` finds nothing).
const byName = new Map<string, NavIcon>(Object.entries(icons));

/** An app's icon by its name; a bookmark for a name the app does not know. */
export function AppIcon({
  name,
  size = 20,
  stroke,
}: {
  name: string;
  size?: number;
  stroke?: number;
}) {
  // The same component for the same name on every render: looked up, never made here.
  return createElement(byName.get(name) ?? IconBookmark, { size, stroke, 'aria-hidden': true });
}
