import { act, render, screen } from '@testing-library/react';
import { useComputedColorScheme } from '@mantine/core';
import { useUiSettings } from '@/stores/ui-settings';
import { AppProviders } from './app-providers';

function Scheme() {
  return <p>{useComputedColorScheme()}</p>;
}

/** What another tab of the app does when its customizer saves a setting. */
function saveInAnotherTab(key: string, value: string) {
  window.localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('AppProviders', () => {
  beforeEach(() => {
    useUiSettings.getState().reset();
  });

  it('follows a skin and a direction saved in another tab', async () => {
    render(
      <AppProviders>
        <Scheme />
      </AppProviders>,
    );
    expect(screen.getByText('light')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await act(async () => saveInAnotherTab('skin', 'dark'));
    expect(await screen.findByText('dark')).toBeInTheDocument();
    expect(document.documentElement.dataset.skin).toBe('dark');

    await act(async () => saveInAnotherTab('direction', 'rtl'));
    expect(useUiSettings.getState().isRTL).toBe(true);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('ignores what another tab saves under other keys', async () => {
    render(
      <AppProviders>
        <Scheme />
      </AppProviders>,
    );
    window.localStorage.setItem('skin', 'dark');
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'recentRecords', newValue: '[]' }));
    });
    expect(screen.getByText('light')).toBeInTheDocument();
  });
});
