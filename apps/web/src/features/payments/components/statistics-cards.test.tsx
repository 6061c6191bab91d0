import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TransactionStatistics } from '@lintel/shared';
import { renderWithApp } from '../../../test/render.tsx';
import { StatisticsCards } from './statistics-cards.tsx';

const statistics: TransactionStatistics = {
  range: 'custom',
  startDate: '2026-01-01',
  endDate: '2026-03-10',
  received: 1850,
  incomes: 3775,
  overdue: 1925,
  expenses: 1450,
  unpaid: 0,
  total: 2325,
  cashflowTotal: -150.5,
  sent: 2000.5,
  monthly: [],
};

describe('statistics cards (spec point 3 figures)', () => {
  it('shows each of the eight figures as money, a negative cash flow in red', () => {
    renderWithApp(<StatisticsCards data={statistics} />);
    const figure = (label: string) => within(screen.getByRole('group', { name: label }));
    expect(figure('Received').getByText('$1,850.00')).toBeTruthy();
    expect(figure('Income due').getByText('$3,775.00')).toBeTruthy();
    expect(figure('Overdue').getByText('$1,925.00')).toBeTruthy();
    expect(figure('Expenses').getByText('$1,450.00')).toBeTruthy();
    expect(figure('Due, not late').getByText('$0.00')).toBeTruthy();
    expect(figure('Net (due)').getByText('$2,325.00')).toBeTruthy();
    expect(figure('Paid out').getByText('$2,000.50')).toBeTruthy();
    const cashflow = figure('Cash flow').getByText('-$150.50');
    expect(cashflow.getAttribute('style') ?? cashflow.className).toMatch(/red/);
    expect(screen.getAllByRole('group')).toHaveLength(8);
  });

  it('while loading, the figures are placeholders, not zeros', () => {
    renderWithApp(<StatisticsCards data={null} loading />);
    expect(screen.queryByText('$0.00')).toBeNull();
    expect(screen.getAllByRole('group')).toHaveLength(8);
  });
});
