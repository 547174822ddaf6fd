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
/** The navbar colours the customizer offers: the default surface and filled theme colours. */
export const navbarColors = ['white', 'brand', 'dark', 'green', 'red', 'cyan', 'orange'] as const;
export type NavbarColor = (typeof navbarColors)[number];

export type UiSettings = {
  skin: Skin;
  isRTL: boolean;
  layoutType: LayoutType;
  contentWidth: ContentWidth;
  navbarType: NavbarType;
  /** A Mantine colour name, or `white` for the default navbar. */
  navbarColor: NavbarColor;
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

/** The key holding every other setting, one JSON object (the specification names no key). */
export const otherSettingsKey = 'uiSettings';

type Validator<T> = (value: unknown) => value is T;

function oneOf<T extends string>(values: readonly T[]): Validator<T> {
  return (value): value is T => values.some((candidate) => candidate === value);
}

const isBoolean: Validator<boolean> = (value) => typeof value === 'boolean';

/** The settings stored under `otherSettingsKey`, each with the check its stored value must pass. */
const otherSettings: {
  [K in Exclude<keyof UiSettings, 'skin' | 'isRTL' | 'menuCollapsed'>]: Validator<UiSettings[K]>;
} = {
  layoutType: oneOf(layoutTypes),
  contentWidth: oneOf(contentWidths),
  navbarType: oneOf(navbarTypes),
  navbarColor: oneOf(navbarColors),
  footerType: oneOf(footerTypes),
  menuHidden: isBoolean,
  toastPosition: oneOf(toastPositions),
  scrollTop: isBoolean,
};
type OtherSetting = keyof typeof otherSettings;
const otherSettingNames = Object.keys(otherSettings) as OtherSetting[];

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

function readObject(key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
  } catch {
    return {};
  }
}

/** Copies `name` from `stored` into `state` when its value is valid; otherwise the default stays. */
function keepValid<K extends OtherSetting>(
  state: Partial<UiSettings>,
  stored: Record<string, unknown>,
  name: K,
) {
  const value = stored[name];
  const isValid: Validator<UiSettings[K]> = otherSettings[name];
  if (isValid(value)) state[name] = value;
}

/** Every stored setting that passes its check; a missing or invalid one keeps its default. */
function parsePersisted(): Partial<UiSettings> {
  const state: Partial<UiSettings> = {};
  const skin = readKey(persistedKeys.skin);
  if (oneOf(skins)(skin)) state.skin = skin;
  const direction = readKey(persistedKeys.direction);
  if (direction === 'rtl' || direction === 'ltr') state.isRTL = direction === 'rtl';
  const collapsed = readKey(persistedKeys.menuCollapsed);
  if (collapsed === 'true' || collapsed === 'false') state.menuCollapsed = collapsed === 'true';
  const stored = readObject(otherSettingsKey);
  otherSettingNames.forEach((name) => keepValid(state, stored, name));
  return state;
}

/**
 * zustand's persist middleware writes one JSON blob; the product keeps skin, direction and
 * menu-collapsed under keys of their own, so this storage spreads the state over them and keeps
 * the rest in one JSON object, and ignores anything it cannot read.
 */
const separateKeysStorage: StateStorage = {
  getItem: () => JSON.stringify({ state: parsePersisted(), version: 0 }),
  setItem: (_name, value) => {
    try {
      const { state } = JSON.parse(value) as { state: UiSettings };
      window.localStorage.setItem(persistedKeys.skin, state.skin);
      window.localStorage.setItem(persistedKeys.direction, state.isRTL ? 'rtl' : 'ltr');
      window.localStorage.setItem(persistedKeys.menuCollapsed, String(state.menuCollapsed));
      const others = Object.fromEntries(otherSettingNames.map((name) => [name, state[name]]));
      window.localStorage.setItem(otherSettingsKey, JSON.stringify(others));
    } catch {
      // Full or disabled storage: the settings still apply for this visit.
    }
  },
  removeItem: () => {
    [...Object.values(persistedKeys), otherSettingsKey].forEach((key) =>
      window.localStorage.removeItem(key),
    );
  },
};

/** Whether a `storage` event (another tab wrote or cleared `key`) touches the settings. */
export function isSettingsKey(key: string | null): boolean {
  return (
    key === null || key === otherSettingsKey || Object.values<string>(persistedKeys).includes(key)
  );
}

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
      partialize: ({ set: _set, reset: _reset, ...settings }): UiSettings => settings,
      merge: (persisted, current) => ({ ...current, ...(persisted as Partial<UiSettings>) }),
    },
  ),
);
