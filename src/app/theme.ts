import {
  createTheme,
  darken,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** Interface transition durations (ms) from the specification. */
export const transitions = {
  fade: 150,
  collapse: 350,
  modal: 300,
  carousel: 600,
  offcanvas: 300,
  ripple: 500,
} as const;

/** Stacking level of overlays (modals, drawers, popovers). */
export const overlayZIndex = 1050;

// Shade 6 carries white text at 6.8:1 and shade 4 reads at 5.3:1 on the dark body,
// so primary buttons and links pass WCAG AA in every skin.
const brand: MantineColorsTuple = [
  '#f3f2ff',
  '#e4e1ff',
  '#c9c4fd',
  '#aea6fa',
  '#948bf7',
  '#7367f0',
  '#5046c9',
  '#4339ad',
  '#372d91',
  '#2b2275',
];

/** A dialog's title bar is a <header>, which screen readers would list as a second banner. */
const dialogHeader = { header: { role: 'presentation' } };

export const theme = createTheme({
  primaryColor: 'brand',
  // Text on filled colours is black or white, whichever contrasts more: 0.179 is the luminance
  // where both reach the same ratio, so every filled button passes WCAG AA (at least 4.58:1).
  autoContrast: true,
  luminanceThreshold: 0.179,
  primaryShade: { light: 6, dark: 6 },
  colors: { brand },
  defaultRadius: 'md',
  // 'App Emoji' holds only the chat picker's emoji (apps/chat/pages/chat-page.module.css): every other character skips it.
  fontFamily:
    '"App Emoji", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  cursorType: 'pointer',
  // Who asks the system for less motion gets Mantine's collapses, dialogs and menus without
  // their transitions (the layout's own are in app-layout.module.css).
  respectReducedMotion: true,
  components: {
    Modal: {
      defaultProps: {
        zIndex: overlayZIndex,
        transitionProps: { duration: transitions.modal },
        attributes: dialogHeader,
      },
    },
    Drawer: {
      defaultProps: {
        zIndex: overlayZIndex,
        transitionProps: { duration: transitions.offcanvas },
        attributes: dialogHeader,
      },
    },
    Popover: {
      defaultProps: { zIndex: overlayZIndex, transitionProps: { duration: transitions.fade } },
    },
    Menu: {
      defaultProps: { zIndex: overlayZIndex, transitionProps: { duration: transitions.fade } },
    },
    Tooltip: {
      defaultProps: { zIndex: overlayZIndex, transitionProps: { duration: transitions.fade } },
    },
    Combobox: {
      defaultProps: { zIndex: overlayZIndex, transitionProps: { duration: transitions.fade } },
    },
    Collapse: { defaultProps: { transitionDuration: transitions.collapse } },
  },
});

/**
 * Mantine's light-skin text colours fall short of WCAG AA: dimmed grey is 3.3:1 on white, error
 * red 3.3:1, coloured text (`c="green"`) and light badges 3–4:1. Coloured text and light variants
 * use the colour's darkest shade darkened further (≥ 4.5:1 on white and on the tinted badge
 * background, yellow included); errors and dimmed text use darker shades in light, lighter in dark.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    if (name === 'dark') continue;
    const readable = darken(shades[9], 0.35);
    light[`--mantine-color-${name}-text`] = readable;
    light[`--mantine-color-${name}-light-color`] = readable;
  }
  return {
    variables: {},
    light,
    dark: {
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': 'var(--mantine-color-red-4)',
      // Shade 4 reads at 5.4:1 on the dark body but 3.9:1 on a hovered row (dark-5); shade 3
      // reads at 5.1:1 there.
      '--mantine-color-anchor': 'var(--mantine-color-brand-3)',
    },
  };
};
