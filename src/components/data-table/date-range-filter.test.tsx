import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { i18next } from '@/lib/i18n/i18n';
import { DateRangeFilter, type DateRange } from './date-range-filter';
import { renderSignedIn } from '@/testing/render-route';

function Harness({
  onChange,
  initial = ['2024-01-01', undefined],
}: {
  onChange: (value: DateRange) => void;
  initial?: DateRange;
}) {
  const [value, setValue] = useState<DateRange>(initial);
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
        Clear filters
      </button>
      <button type="button" onClick={() => setValue(['2024-03-01', '2024-02-01'])}>
        Inverted link
      </button>
    </>
  );
}

// jsdom lays nothing out, so Floating UI takes every popover for detached and hides it
// (`display: none`): the calendars are queried with `hidden`; the e2e flows see them shown.
const shown = { hidden: true } as const;

/** The calendar a picker opens (its popover, named by the picker). */
async function calendarOf(picker: HTMLElement): Promise<HTMLElement> {
  const id = picker.getAttribute('aria-controls') ?? '';
  const dialog = await screen.findByRole('dialog', shown);
  expect(dialog).toHaveAttribute('id', id);
  expect(dialog).toHaveAttribute('aria-labelledby', picker.id);
  return dialog;
}

/** An end's picker once its chunk has loaded (a button that opens a calendar). */
const end = (name: 'from' | 'to') =>
  screen.findByRole('button', { name: `Start date, ${name}` }, { timeout: 10_000 });

describe('DateRangeFilter', () => {
  it('picks each end in a calendar, offers no end before the start, and follows the value', async () => {
    const onChange = vi.fn<(value: DateRange) => void>();
    const { user } = await renderSignedIn(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Start date' })).toBeVisible();
    const from = await end('from');
    const to = await end('to');
    expect(from).toHaveTextContent('1 Jan 2024');
    expect(to).toHaveTextContent('Any day');

    // The end's calendar opens on the start's month; no day before the start can be picked.
    await user.click(to);
    const calendar = await calendarOf(to);
    expect(
      within(calendar).getByRole('button', { name: '31 December 2023', ...shown }),
    ).toBeDisabled();
    await user.click(within(calendar).getByRole('button', { name: '15 January 2024', ...shown }));
    expect(onChange).toHaveBeenLastCalledWith(['2024-01-01', '2024-01-15']);
    expect(to).toHaveTextContent('15 Jan 2024');

    // The start alone can be cleared: the range stays open at that end.
    await user.click(screen.getByRole('button', { name: 'Clear Start date, from' }));
    expect(onChange).toHaveBeenLastCalledWith([undefined, '2024-01-15']);
    expect(from).toHaveTextContent('Any day');

    // A range changed elsewhere shows in the fields; an inverted one (a link) is said.
    await user.click(screen.getByRole('button', { name: 'Inverted link' }));
    expect(from).toHaveTextContent('1 Mar 2024');
    expect(screen.getByText('The end is before the start')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(from).toHaveTextContent('Any day');
    expect(to).toHaveTextContent('Any day');
    expect(screen.queryByText('The end is before the start')).toBeNull();
  });

  it('names the months and days in French when the app is in French', async () => {
    const { user } = await renderSignedIn(
      <Harness onChange={() => undefined} initial={['2024-02-05', undefined]} />,
    );
    await act(() => i18next.changeLanguage('fr'));
    const from = await screen.findByRole('button', { name: 'Start date, du' }, { timeout: 10_000 });
    await user.click(from);
    const calendar = await calendarOf(from);
    // The month's name, the weekdays (from Monday) and each day's name, from dayjs's French.
    expect(
      await within(calendar).findByRole('button', { name: 'Choisir un mois', ...shown }),
    ).toHaveTextContent('février 2024');
    expect(within(calendar).getAllByRole('columnheader', shown)[0]).toHaveTextContent('lu');
    expect(
      within(calendar).getByRole('button', { name: '5 février 2024', ...shown }),
    ).toBeInTheDocument();
    expect(from).toHaveTextContent('5 févr. 2024');
  });
});
