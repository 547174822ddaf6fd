import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { startI18n } from '@/lib/i18n/i18n';
import { useState } from 'react';
import { DateRangeFilter, type DateRange } from './date-range-filter';

function Harness({ onChange }: { onChange: (value: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>([undefined, '2026-06-30']);
  return (
    <AppProviders queryClient={createQueryClient()}>
      <DateRangeFilter
        label="Issued date"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </AppProviders>
  );
}

describe('DateRangeFilter', () => {
  it('is a labelled group of two day inputs that bound each other', async () => {
    await startI18n();
    const onChange = vi.fn<(value: DateRange) => void>();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Issued date' })).toBeVisible();
    const from = screen.getByLabelText('Issued date from');
    const to = screen.getByLabelText('Issued date until');
    expect(to).toHaveValue('2026-06-30');
    expect(from).toHaveAttribute('max', '2026-06-30');

    fireEvent.change(from, { target: { value: '2026-06-01' } });
    expect(onChange).toHaveBeenLastCalledWith(['2026-06-01', '2026-06-30']);
    expect(to).toHaveAttribute('min', '2026-06-01');

    // An emptied input is no bound.
    fireEvent.change(to, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(['2026-06-01', undefined]);
  });
});
