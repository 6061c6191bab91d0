import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { StatisticCard } from './statistic-card.tsx';

describe('spec point 3: quote statistics cards show value, old, percent and trend', () => {
  it.each([
    [{ value: 6, old: 4, percent: 50, trend: 'up' as const }, '6', 'Up +50%', 'vs 4 before'],
    [{ value: 3, old: 4, percent: -25, trend: 'down' as const }, '3', 'Down -25%', 'vs 4 before'],
    [{ value: 4, old: 4, percent: 0, trend: 'neutral' as const }, '4', 'No change 0%', 'vs 4 before'],
  ])('%j', (statistic, value, trend, old) => {
    renderWithApp(<StatisticCard label="Quotes sent" statistic={statistic} />);
    const card = screen.getByRole('group', { name: 'Quotes sent' });
    expect(within(card).getByText(value)).toBeTruthy();
    const trendLine = within(card).getByText((_, element) => element?.getAttribute('data-trend') === statistic.trend);
    expect(trendLine.textContent).toContain(trend);
    expect(within(card).getByText(old)).toBeTruthy();
  });

  it('money statistics show dollars', () => {
    renderWithApp(<StatisticCard label="Total quoted" money statistic={{ value: 1130.5, old: 1000, percent: 13.1, trend: 'up' }} />);
    const card = screen.getByRole('group', { name: 'Total quoted' });
    expect(within(card).getByText('$1,130.50')).toBeTruthy();
    expect(within(card).getByText('vs $1,000.00 before')).toBeTruthy();
  });
});
