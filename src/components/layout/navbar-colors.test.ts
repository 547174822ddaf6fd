import { createTheme, luminance, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { theme as appTheme } from '@/app/theme';
import { navbarColors } from '@/stores/ui-settings';
import { navbarPalette } from './navbar-colors';

const theme = mergeMantineTheme(DEFAULT_THEME, createTheme(appTheme));
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

describe('navbarPalette', () => {
  it('keeps the default surface for white and unknown colours', () => {
    expect(navbarPalette(theme, 'white', 'light')).toBeNull();
    expect(navbarPalette(theme, 'no-such-colour', 'dark')).toBeNull();
  });

  it.each(navbarColors.filter((color) => color !== 'white'))(
    'gives %s navbar text that passes WCAG AA',
    (color) => {
      for (const scheme of ['light', 'dark'] as const) {
        const palette = navbarPalette(theme, color, scheme);
        const background = theme.colors[color]?.[6] ?? '';
        const text = palette?.text.includes('white') ? theme.white : theme.black;
        expect(palette?.background).toBe(`var(--mantine-color-${color}-filled)`);
        expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
