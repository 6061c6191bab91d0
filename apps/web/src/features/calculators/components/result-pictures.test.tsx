import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { calculatorInputSchema, computeCalculator, type CalculatorResult, type OpeningPrices } from '@lintel/shared';
import { renderWithApp } from '../../../test/render.tsx';
import { ResultView } from './result-view.tsx';

/** A stored result as the API answers it, computed by the same rules the server uses. */
function resultOf(raw: Record<string, unknown>, prices?: OpeningPrices): CalculatorResult {
  const input = calculatorInputSchema.parse(raw);
  const { title, figures, series, notes } = computeCalculator(input, prices);
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: input.kind,
    title,
    inputData: input as unknown as Record<string, unknown>,
    result: { figures, series, notes },
    explanation: { summary: 'Summary.', recommendations: ['One.'] },
    source: 'local',
    createdAt: new Date().toISOString(),
  };
}

describe('result pictures (issue 22)', () => {
  it('shows the affordability result as gauges against the 28 % / 36 % rules, with the shares in words', async () => {
    // $10,000 a month, $1,000 of debts: housing may take 2,600 (36 % − debts), below the 28 % limit of 2,800.
    const result = resultOf({ kind: 'affordability', grossMonthlyIncome: 10_000, monthlyDebts: 1_000, downPayment: 50_000, annualRatePercent: 6, years: 30, monthlyTaxesAndInsurance: 400 });
    renderWithApp(<ResultView result={result} />);
    expect(await screen.findByRole('img', { name: /Housing takes 26 % of income .* the rule is at most 28 %/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Housing plus other debts takes 36 % .* the rule is at most 36 %/ })).toBeTruthy();
    expect(screen.getByText('Your payment against the 28 % / 36 % rules')).toBeTruthy();
  });

  it('shows the window payback as the years until the savings cover the cost', async () => {
    const prices: OpeningPrices = { window: { basePriceCents: 180_00, perSquareFootCents: 22_50 }, exteriorDoor: { basePriceCents: 450_00, perSquareFootCents: 18_00 } };
    const result = resultOf({ kind: 'windowReplacement', productType: 'window', quantity: 10, widthInches: 36, heightInches: 48, oldUFactor: 1.04, newUFactor: 0.3, state: 'IL' }, prices);
    const payback = result.result.figures.find((figure) => figure.key === 'payback')!.value!;
    renderWithApp(<ResultView result={result} />);
    const chart = await screen.findByRole('img', { name: new RegExp(`covers the cost of \\$4,500(\\.00)? after ${payback} years`) });
    expect(chart.querySelectorAll('rect').length).toBeGreaterThan(Math.ceil(payback));
  });
});
