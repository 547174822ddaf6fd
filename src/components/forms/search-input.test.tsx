import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { theme } from '@/app/theme';
import { startI18n } from '@/lib/i18n/i18n';
import { SEARCH_DEBOUNCE_MS, SearchInput } from './search-input';

function renderInput(value: string, onChange: (value: string) => void) {
  const ui = (current: string) => (
    <MantineProvider theme={theme}>
      <SearchInput value={current} onChange={onChange} label="Search" placeholder="Search…" />
    </MantineProvider>
  );
  const view = render(ui(value));
  return { rerender: (next: string) => view.rerender(ui(next)) };
}

describe('SearchInput', () => {
  beforeAll(async () => {
    await startI18n();
  });
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('searches at the first keystroke, and sends the rest of a quick burst once typing pauses', async () => {
    const onChange = vi.fn<(value: string) => void>();
    renderInput('', onChange);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ann');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('a');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(onChange.mock.calls).toEqual([['a'], ['ann']]);
  });

  it('drops a search still waiting when the URL changes elsewhere (Back)', async () => {
    const onChange = vi.fn<(value: string) => void>();
    const { rerender } = renderInput('ann', onChange);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    // The first letter goes at once; the second waits for the pause.
    await user.type(box, 'es');
    // Back, before the pause is over: the URL's search is the previous one.
    rerender('an');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('anne');
    expect(box).toHaveValue('an');
  });

  it('keeps what is typed when the URL catches up without its spaces', async () => {
    const onChange = vi.fn<(value: string) => void>();
    const { rerender } = renderInput('', onChange);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'ann ');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    rerender('ann');
    expect(box).toHaveValue('ann ');
  });
});
