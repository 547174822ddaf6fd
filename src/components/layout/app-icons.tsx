import { createElement } from 'react';
import { IconBookmark } from '@tabler/icons-react';
import * as icons from './app-icon-set';
import type { NavIcon } from './nav-types';

export type AppIconName = keyof typeof icons;

// A name from the API is looked up as a key of this map only (`constructor` finds nothing); the
// map's type checks that every icon of the set is a component a menu entry can draw.
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
