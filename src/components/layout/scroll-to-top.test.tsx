import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { startI18n } from '@/lib/i18n/i18n';
import { useUiSettings } from '@/stores/ui-settings';
import { ScrollToTop, scrollTopThreshold } from './scroll-to-top';

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('ScrollToTop', () => {
  beforeAll(() => startI18n());
  beforeEach(() => act(() => useUiSettings.getState().reset()));
  afterEach(() => scrollPageTo(0));

  it('appears past the threshold and scrolls back to the top', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    render(
      <MantineProvider>
        <ScrollToTop />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();

    scrollPageTo(scrollTopThreshold + 100);
    await user.click(await screen.findByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('is not offered when the setting is off', async () => {
    act(() => useUiSettings.getState().set({ scrollTop: false }));
    render(
      <MantineProvider>
        <ScrollToTop />
      </MantineProvider>,
    );
    scrollPageTo(scrollTopThreshold + 100);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  });
});
