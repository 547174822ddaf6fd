import { reloadStore } from '@/testing/reload-store';
import { defaultUiSettings, useUiSettings } from './ui-settings';

/** The store as a page loaded now has it (it reads localStorage when the page loads). */
const loadStore = () => reloadStore(useUiSettings);

beforeEach(() => window.localStorage.clear());

describe('ui settings store', () => {
  it('starts from the product defaults', async () => {
    const store = await loadStore();
    const { set: _set, reset: _reset, ...state } = store.getState();
    expect(state).toEqual(defaultUiSettings);
    expect(defaultUiSettings).toMatchObject({
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
    });
  });

  it('saves skin, direction and menu-collapsed under their own keys', async () => {
    const store = await loadStore();
    store
      .getState()
      .set({ skin: 'dark', isRTL: true, menuCollapsed: true, layoutType: 'horizontal' });
    expect(window.localStorage.getItem('skin')).toBe('dark');
    expect(window.localStorage.getItem('direction')).toBe('rtl');
    expect(window.localStorage.getItem('menuCollapsed')).toBe('true');
  });

  it('restores the saved values on load, and only those', async () => {
    window.localStorage.setItem('skin', 'semi-dark');
    window.localStorage.setItem('direction', 'rtl');
    window.localStorage.setItem('menuCollapsed', 'true');
    const store = await loadStore();
    expect(store.getState()).toMatchObject({
      skin: 'semi-dark',
      isRTL: true,
      menuCollapsed: true,
      layoutType: 'vertical',
    });
  });

  it('saves every other setting under uiSettings and restores it on load', async () => {
    const store = await loadStore();
    const changes = {
      layoutType: 'horizontal',
      contentWidth: 'full',
      navbarType: 'hidden',
      navbarColor: 'orange',
      footerType: 'sticky',
      menuHidden: true,
      toastPosition: 'top-left',
      scrollTop: false,
    } as const;
    store.getState().set(changes);
    expect(JSON.parse(window.localStorage.getItem('uiSettings') ?? 'null')).toEqual(changes);
    // Skin, direction and menu-collapsed stay under their own keys only.
    expect(window.localStorage.getItem('uiSettings')).not.toContain('skin');

    const reloaded = await loadStore();
    expect(reloaded.getState()).toMatchObject({ ...changes, skin: 'light', isRTL: false });
  });

  it('keeps the valid stored settings and gives each invalid one its default', async () => {
    window.localStorage.setItem(
      'uiSettings',
      JSON.stringify({
        layoutType: 'diagonal',
        contentWidth: 'full',
        navbarType: 3,
        navbarColor: 'purple',
        footerType: 'hidden',
        menuHidden: 'yes',
        toastPosition: null,
        scrollTop: false,
        unknown: 'ignored',
      }),
    );
    const store = await loadStore();
    const { set: _set, reset: _reset, ...state } = store.getState();
    expect(state).toEqual({
      ...defaultUiSettings,
      contentWidth: 'full',
      footerType: 'hidden',
      scrollTop: false,
    });
  });

  it.each(['{not json', '"horizontal"', '[1,2]', 'null', '42'])(
    'starts from the defaults when uiSettings holds %s',
    async (raw) => {
      window.localStorage.setItem('uiSettings', raw);
      const store = await loadStore();
      const { set: _set, reset: _reset, ...state } = store.getState();
      expect(state).toEqual(defaultUiSettings);
    },
  );

  it('accepts JSON-quoted values written by other tools', async () => {
    window.localStorage.setItem('skin', '"bordered"');
    const store = await loadStore();
    expect(store.getState().skin).toBe('bordered');
  });

  it('falls back to the defaults for corrupted values instead of crashing', async () => {
    window.localStorage.setItem('skin', 'purple');
    window.localStorage.setItem('direction', '42');
    window.localStorage.setItem('menuCollapsed', '{maybe');
    const store = await loadStore();
    expect(store.getState()).toMatchObject({ skin: 'light', isRTL: false, menuCollapsed: false });
  });

  it('reset returns every setting to its default', async () => {
    const store = await loadStore();
    store.getState().set({
      skin: 'dark',
      contentWidth: 'full',
      navbarType: 'hidden',
      navbarColor: 'red',
      footerType: 'hidden',
      layoutType: 'horizontal',
    });
    store.getState().reset();
    const { set: _set, reset: _reset, ...state } = store.getState();
    expect(state).toEqual(defaultUiSettings);
    expect(window.localStorage.getItem('skin')).toBe('light');
    // And a reload keeps the defaults.
    const reloaded = await loadStore();
    const { set: _set2, reset: _reset2, ...restored } = reloaded.getState();
    expect(restored).toEqual(defaultUiSettings);
  });
});
