import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render as renderBare, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import {
  dayColumn,
  exportColumnsOf,
  moneyColumn,
  numberColumn,
  statusColumn,
} from './column-kinds';

const render = (ui: ReactElement) => renderBare(ui, { wrapper: MantineProvider });

type Row = { total: number; count: number; lastOrderAt: string | null; status: 'paid' | 'draft' };
const row: Row = { total: 1234.5, count: 12345, lastOrderAt: '2026-10-05', status: 'paid' };
const none: Row = { ...row, lastOrderAt: null };

describe('column kinds', () => {
  it('shows money and counts in the user’s language and writes the plain numbers to the file', () => {
    const money = moneyColumn<Row>({
      id: 'total',
      header: 'Total',
      value: (r) => r.total,
      language: 'de',
    });
    const count = numberColumn<Row>({
      id: 'count',
      header: 'Items',
      value: (r) => r.count,
      language: 'de',
    });
    render(
      <>
        <span data-testid="money">{money.render(row)}</span>
        <span data-testid="count">{count.render(row)}</span>
      </>,
    );
    expect(screen.getByTestId('money').textContent).toMatch(/1\.234,50/);
    expect(screen.getByTestId('count')).toHaveTextContent('12.345');
    expect([money.csv?.(row), count.csv?.(row)]).toEqual([1234.5, 12345]);
    expect([money.align, count.align]).toEqual(['end', 'end']);
  });

  it('writes a day as its ISO date, and says what stands for no day', () => {
    const day = dayColumn<Row>({
      id: 'last',
      header: 'Last order',
      value: (r) => r.lastOrderAt,
      language: 'en',
      empty: 'No orders yet',
    });
    render(
      <>
        <span data-testid="day">{day.render(row)}</span>
        <span data-testid="none">{day.render(none)}</span>
      </>,
    );
    expect(screen.getByTestId('day')).toHaveTextContent('Oct 5, 2026');
    expect(screen.getByTestId('none')).toHaveTextContent('No orders yet');
    expect([day.csv?.(row), day.csv?.(none)]).toEqual(['2026-10-05', '']);
  });

  it('draws a status as its badge and writes its words', () => {
    const status = statusColumn<Row>({
      id: 'status',
      header: 'Status',
      label: (r) => (r.status === 'paid' ? 'Paid' : 'Draft'),
      color: () => 'blue',
    });
    render(<>{status.render(row)}</>);
    expect(screen.getByText('Paid')).toBeVisible();
    expect(status.csv?.(row)).toBe('Paid');
  });

  it('names the export’s columns by their translated keys, in order', () => {
    const t = ((key: string) => `«${key}»`) as unknown as TFunction;
    const columns = exportColumnsOf<Row>(t, {
      'orders.fields.total': (r) => r.total,
      'orders.fields.count': (r) => r.count,
    });
    expect(columns.map((column) => column.header)).toEqual([
      '«orders.fields.total»',
      '«orders.fields.count»',
    ]);
    expect(columns.map((column) => column.value(row))).toEqual([1234.5, 12345]);
  });
});
