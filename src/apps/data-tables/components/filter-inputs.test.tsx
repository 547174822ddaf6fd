import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { SignedInProviders } from '@/app/signed-in-app';
import { i18next, startI18n } from '@/lib/i18n/i18n';
import { FILTER_DEBOUNCE_MS, RangeFilter, TextFilter, type NumberRange } from './filter-inputs';

async function setup(ui: React.ReactNode) {
  await startI18n();
  await act(() => i18next.changeLanguage('en'));
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(
    <AppProviders>
      <SignedInProviders queryClient={createQueryClient()}>{ui}</SignedInProviders>
    </AppProviders>,
  );
  return user;
}

afterEach(() => vi.useRealTimers());

describe('column filters', () => {
  it('a text filter writes once typing pauses, trimmed, and empty is no filter', async () => {
    const onChange = vi.fn<(value: string | undefined) => void>();
    const user = await setup(<TextFilter label="City" value={undefined} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'City' }), ' paris ');
    expect(onChange).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('paris');
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await act(() => vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('a range sends whole numbers in order and says what is wrong otherwise', async () => {
    const onChange = vi.fn<(value: NumberRange) => void>();
    const user = await setup(
      <RangeFilter
        label="Age"
        value={[undefined, undefined]}
        limits={{ min: 0, max: 150 }}
        onChange={onChange}
      />,
    );
    const min = screen.getByRole('textbox', { name: 'Age, minimum' });
    const max = screen.getByRole('textbox', { name: 'Age, maximum' });
    await user.type(min, '40');
    await user.type(max, '30');
    await act(() => vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS));
    expect(screen.getByText('The maximum is below the minimum')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(max);
    await user.type(max, '55{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([40, 55]);
    await user.type(max, 'x');
    expect(max).toHaveAttribute('aria-invalid', 'true');
    await user.clear(max);
    await user.type(max, '900');
    expect(screen.getByText(/too (big|large|high)|at most/i)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
