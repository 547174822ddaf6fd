import { getContrastColor, getPrimaryShade, type MantineTheme } from '@mantine/core';
import type { NavbarColor } from '@/stores/ui-settings';

/** The i18n key naming each swatch (the radio's accessible name). */
export const navbarColorLabels: Record<NavbarColor, string> = {
  white: 'customizer.colors.white',
  brand: 'customizer.colors.primary',
  dark: 'customizer.colors.dark',
  green: 'customizer.colors.green',
  red: 'customizer.colors.red',
  cyan: 'customizer.colors.cyan',
  orange: 'customizer.colors.orange',
};

export type NavbarPalette = { background: string; text: string };

/**
 * A filled navbar's background and text, or null for the default surface (`white`, or a name
 * the theme does not know). The text is black or white, whichever contrasts more with the shade
 * `filled` uses: the theme's luminance threshold is the point where both reach the same ratio,
 * so the pair always passes WCAG AA (≥ 4.5:1).
 */
export function navbarPalette(
  theme: MantineTheme,
  color: string,
  scheme: 'light' | 'dark',
): NavbarPalette | null {
  const shades = color === 'white' ? undefined : theme.colors[color];
  const shade = shades?.[getPrimaryShade(theme, scheme)];
  if (!shade) return null;
  return {
    background: `var(--mantine-color-${color}-filled)`,
    text: getContrastColor({ color: shade, theme, autoContrast: true }),
  };
}
