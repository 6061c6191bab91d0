import { describe, expect, it } from 'vitest';
import { createTaxRateInputSchema } from './money.schema.ts';
import { usStateSalesTaxName, usStateSalesTaxRates } from './us-sales-tax.ts';

describe('US state sales-tax rates (issue 11 item 17)', () => {
  it('lists the 50 states and DC once each', () => {
    const codes = usStateSalesTaxRates.map((rate) => rate.state);
    expect(new Set(codes).size).toBe(51);
    expect(codes).toEqual(expect.arrayContaining(['TX', 'CA', 'OR', 'DC']));
  });

  it.each([
    ['TX', 6.25],
    ['CA', 7.25],
    ['NJ', 6.625],
    ['OR', 0],
  ])('%s is %s %%', (state, percentage) => {
    expect(usStateSalesTaxRates.find((rate) => rate.state === state)?.percentage).toBe(percentage);
  });

  it('every rate is one POST /tax-rates accepts as the user\'s own', () => {
    for (const rate of usStateSalesTaxRates) {
      expect(createTaxRateInputSchema.safeParse({ name: usStateSalesTaxName(rate), percentage: rate.percentage }).success).toBe(true);
    }
  });
});
