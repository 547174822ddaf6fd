import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

export const skins = ['light', 'bordered', 'dark', 'semi-dark'] as const;
export type Skin = (typeof skins)[number];
export const layoutTypes = ['vertical', 'horizontal'] as const;
export type LayoutType = (typeof layoutTypes)[number];
export const contentWidths = ['boxed', 'full'] as const;
export type ContentWidth = (typeof contentWidths)[number];
export const navbarTypes = ['floating', 'sticky', 'static', 'hidden'] as const;
export type NavbarType = (typeof navbarTypes)[number];
export const footerTypes = ['static', 'sticky', 'hidden'] as const;
export type FooterType = (typeof footerTypes)[number];
export const toastPositions = [
  'top-right',
  'top-center',
  'top-left',
  'bottom-right',
  'bottom-center',
  'bottom-left',
] as const;
export type ToastPosition = (typeof toastPositions)[number];

export type UiSettings = {
  skin: Skin;
  isRTL: boolean;
  layoutType: LayoutType;
  contentWidth: ContentWidth;
  navbarType: NavbarType;
  /** A Mantine colour name, or `white` for the default navbar. */
  navbarColor: string;
  footerType: FooterType;
  menuCollapsed: boolean;
  menuHidden: boolean;
  toastPosition: ToastPosition;
  scrollTop: boolean;
};

export const defaultUiSettings: UiSettings = {
  skin: 'light',
  isRTL: false,
  layoutType: 'vertical',
  contentWidth: 'boxed',
  navbarType: 'floating',
  navbarColor: 'white',
  footerType: 'static',
  menuCollapsed: false,
  menuHidden: false,
  toastPosition: 'top-right',
  scrollTop: true,
};

type UiSettingsStore = UiSettings & {
  set: (changes: Partial<UiSettings>) => void;
  reset: () => void;
};

/** The localStorage keys the specification fixes for the persisted settings. */
export const persistedKeys = {
  skin: 'skin',
  direction: 'direction',
  menuCollapsed: 'menuCollapsed',
};

function readKey(key: string): string | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    // Accept both plain values and JSON-encoded strings written by other tools.
    return raw.startsWith('"') ? String(JSON.parse(raw)) : raw;
  } catch {
    return null;
  }
}

function parsePersisted(): Partial<UiSettings> {
  const state: Partial<UiSettings> = {};
  const skin = readKey(persistedKeys.skin);
  if (skins.includes(skin as Skin)) state.skin = skin as Skin;
  const direction = readKey(persistedKeys.direction);
  if (direction === 'rtl' || direction === 'ltr') state.isRTL = direction === 'rtl';
  const collapsed = readKey(persistedKeys.menuCollapsed);
  if (collapsed === 'true' || collapsed === 'false') state.menuCollapsed = collapsed === 'true';
  return state;
}

/**
 * zustand's persist middleware writes one JSON blob; the product keeps three separate keys,
 * so this storage spreads the persisted part over them and ignores anything it cannot read.
 */
const separateKeysStorage: StateStorage = {
  getItem: () => JSON.stringify({ state: parsePersisted(), version: 0 }),
  setItem: (_name, value) => {
    try {
      const { state } = JSON.parse(value) as {
        state: Pick<UiSettings, 'skin' | 'isRTL' | 'menuCollapsed'>;
      };
      window.localStorage.setItem(persistedKeys.skin, state.skin);
      window.localStorage.setItem(persistedKeys.direction, state.isRTL ? 'rtl' : 'ltr');
      window.localStorage.setItem(persistedKeys.menuCollapsed, String(state.menuCollapsed));
    } catch {
      // Full or disabled storage: the settings still apply for this visit.
    }
  },
  removeItem: () => {
    Object.values(persistedKeys).forEach((key) => window.localStorage.removeItem(key));
  },
};

/** UI settings only: server data never goes here (it lives in the query cache). */
export const useUiSettings = create<UiSettingsStore>()(
  persist(
    (set) => ({
      ...defaultUiSettings,
      set: (changes) => set(changes),
      reset: () => set(defaultUiSettings),
    }),
    {
      name: 'ui-settings',
      storage: createJSONStorage(() => separateKeysStorage),
      partialize: (state) => ({
        skin: state.skin,
        isRTL: state.isRTL,
        menuCollapsed: state.menuCollapsed,
      }),
      merge: (persisted, current) => ({ ...current, ...(persisted as Partial<UiSettings>) }),
    },
  ),
);
