import { screen } from '@testing-library/react';
import { useState } from 'react';
import { DateRangeFilter, type DateRange } from './date-range-filter';
import { renderSignedIn } from '@/testing/render-route';

function Harness({ onChange }: { onChange: (value: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>(['2024-01-01', undefined]);
  return (
    <>
      <DateRangeFilter
        label="Start date"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue([undefined, undefined])}>
        Clear
      </button>
    </>
  );
}

describe('DateRangeFilter', () => {
  it('sends a valid range, holds an inverted one with its error, and follows the value', async () => {
    const onChange = vi.fn<(value: DateRange) => void>();
    const { user } = await renderSignedIn(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Start date' })).toBeVisible();
    const from = screen.getByLabelText('Start date, from');
    const to = screen.getByLabelText('Start date, to');
    expect(from).toHaveValue('2024-01-01');
    expect(to).toHaveAttribute('min', '2024-01-01');

    await user.type(to, '2023-05-01');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('The end is before the start')).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');

    await user.clear(to);
    await user.type(to, '2024-03-31');
    expect(onChange).toHaveBeenLastCalledWith(['2024-01-01', '2024-03-31']);
    expect(screen.queryByText('The end is before the start')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(from).toHaveValue('');
    expect(to).toHaveValue('');
  });
});
