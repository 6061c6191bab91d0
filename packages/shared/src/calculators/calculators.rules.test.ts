/**
 * Calculators against worked examples. Every expected number is recomputed by hand in the comment
 * beside it, so a reader can check it without running the code.
 */
import { describe, expect, it } from 'vitest';
import { affordability, amortisationSchedule, monthlyPaymentCents, principalForPaymentCents } from './mortgage.rules.ts';
import { rentalReturns, rentVsBuy } from './investment.rules.ts';
import { climateZoneByState, degreeDaysByZone, windowReplacement } from './window-energy.rules.ts';
import { computeCalculator, localExplanation, type OpeningPrices } from './calculator.rules.ts';
import { calculatorInputErrors, calculatorInputSchema, calculatorExplanationSchema } from './calculator.schema.ts';
import { isMoneyAmount } from '../common/money.ts';

describe('mortgage payment (fixed-rate annuity formula M = P·r(1+r)^n / ((1+r)^n − 1))', () => {
  // The level-payment formula as given in every finance textbook (e.g. Brealey, Myers & Allen,
  // "Principles of Corporate Finance", annuity chapter) and used by the CFPB's loan estimate.
  // Each row recomputed by hand: e.g. 200,000 at 6 %/30 y: r = 0.005, (1.005)^360 = 6.022575,
  // M = 200,000 × 0.005 × 6.022575 / 5.022575 = 1,199.10.
  it.each([
    { principal: 200_000, rate: 6, years: 30, payment: 1_199.1 },
    { principal: 100_000, rate: 6, years: 30, payment: 599.55 }, // half of the row above
    { principal: 200_000, rate: 4.5, years: 30, payment: 1_013.37 }, // (1.00375)^360 = 3.847, M = 750 × 3.847 / 2.847
    { principal: 150_000, rate: 5, years: 15, payment: 1_186.19 }, // (1.0041667)^180 = 2.1137, M = 625 × 2.1137 / 1.1137
    { principal: 100_000, rate: 7, years: 30, payment: 665.3 }, // (1.0058333)^360 = 8.1165, M = 583.33 × 8.1165 / 7.1165
    { principal: 12_000, rate: 0, years: 1, payment: 1_000 }, // no interest: P / n
  ])('$principal at $rate % for $years years → $payment a month', ({ principal, rate, years, payment }) => {
    expect(monthlyPaymentCents(principal * 100, rate, years)).toBe(Math.round(payment * 100));
  });

  it('the schedule repays exactly the principal; the first month is all but 199.10 interest', () => {
    const rows = amortisationSchedule(200_000_00, 6, 30);
    expect(rows).toHaveLength(360);
    // Month 1: interest = 200,000 × 0.5 % = 1,000.00, principal = 1,199.10 − 1,000.00 = 199.10.
    expect(rows[0]).toEqual({ month: 1, paymentCents: 119_910, principalCents: 19_910, interestCents: 100_000, balanceCents: 19_980_090 });
    expect(rows.reduce((sum, row) => sum + row.principalCents, 0)).toBe(200_000_00);
    expect(rows.at(-1)?.balanceCents).toBe(0);
    // Total interest ≈ 360 × 1,199.10 − 200,000 = 231,676 (the last payment absorbs the rounding).
    const interest = rows.reduce((sum, row) => sum + row.interestCents, 0);
    expect(Math.abs(interest - (360 * 119_910 - 200_000_00))).toBeLessThan(200);
  });

  it('the principal a payment repays inverts the payment formula', () => {
    expect(Math.abs(principalForPaymentCents(119_910, 6, 30) - 200_000_00)).toBeLessThan(100);
  });
});

describe('affordability by the 28/36 debt-to-income guideline', () => {
  // The conventional rule: housing (PITI) ≤ 28 % of gross monthly income, all debts ≤ 36 %.
  it('income 6,000/month, debts 500: front 1,680, back 2,160 − 500 = 1,660 → limited by the back end', () => {
    const result = affordability({
      grossMonthlyIncomeCents: 6_000_00,
      monthlyDebtsCents: 500_00,
      downPaymentCents: 40_000_00,
      annualRatePercent: 6,
      years: 30,
      monthlyTaxesAndInsuranceCents: 400_00,
      frontEndPercent: 28,
      backEndPercent: 36,
    });
    expect(result).toMatchObject({ frontEndLimitCents: 1_680_00, backEndLimitCents: 1_660_00, maxHousingPaymentCents: 1_660_00, limitedBy: 'backEnd' });
    // 1,660 − 400 taxes/insurance = 1,260 for the loan; at 6 %/30 y 1,199.10 repays 200,000, so
    // 1,260 repays 200,000 × 1,260 / 1,199.10 = 210,157.
    expect(result.maxPrincipalAndInterestCents).toBe(1_260_00);
    expect(Math.round(result.maxLoanCents / 100)).toBe(210_157);
    expect(result.maxPriceCents).toBe(result.maxLoanCents + 40_000_00);
  });
  it('without other debts the front end binds', () => {
    const result = affordability({ grossMonthlyIncomeCents: 10_000_00, monthlyDebtsCents: 0, downPaymentCents: 0, annualRatePercent: 6, years: 30, monthlyTaxesAndInsuranceCents: 0, frontEndPercent: 28, backEndPercent: 36 });
    expect(result).toMatchObject({ maxHousingPaymentCents: 2_800_00, limitedBy: 'frontEnd' });
  });
});

describe('rental returns: cap rate, cash-on-cash, GRM, DSCR', () => {
  it('all-cash: 1,000,000 price, 10,000 rent/month, 40,000 expenses → cap rate 8 %, GRM 8.33', () => {
    // NOI = 120,000 − 40,000 = 80,000; cap = 80,000 / 1,000,000 = 8 %; cash-on-cash = 80,000 / 1,000,000
    // = 8 % (no loan); GRM = 1,000,000 / 120,000 = 8.33; no debt → no DSCR.
    expect(rentalReturns({ purchasePriceCents: 1_000_000_00, closingCostsCents: 0, downPaymentCents: 1_000_000_00, annualRatePercent: 6, years: 30, monthlyRentCents: 10_000_00, vacancyPercent: 0, annualOperatingExpensesCents: 40_000_00 })).toMatchObject({
      noiCents: 80_000_00,
      capRateBp: 800,
      cashOnCashBp: 800,
      grossRentMultiplierHundredths: 833,
      dscrHundredths: null,
    });
  });
  it('leveraged: 200,000 price, 40,000 down, 5,000 closing, 2,000 rent, 5 % vacancy, 8,000 expenses', () => {
    // Gross 24,000; vacancy 1,200; NOI = 22,800 − 8,000 = 14,800 → cap 14,800 / 200,000 = 7.40 %.
    // Loan 160,000 at 6 %/30 y = 959.28/month → 11,511.36/year; cash flow = 3,288.64;
    // cash-on-cash = 3,288.64 / 45,000 = 7.31 %; GRM = 200,000 / 24,000 = 8.33; DSCR = 14,800 / 11,511.36 = 1.29.
    expect(rentalReturns({ purchasePriceCents: 200_000_00, closingCostsCents: 5_000_00, downPaymentCents: 40_000_00, annualRatePercent: 6, years: 30, monthlyRentCents: 2_000_00, vacancyPercent: 5, annualOperatingExpensesCents: 8_000_00 })).toEqual({
      grossAnnualRentCents: 24_000_00,
      vacancyLossCents: 1_200_00,
      noiCents: 14_800_00,
      annualDebtServiceCents: 11_511_36,
      annualCashFlowCents: 3_288_64,
      totalCashInvestedCents: 45_000_00,
      capRateBp: 740,
      cashOnCashBp: 731,
      grossRentMultiplierHundredths: 833,
      dscrHundredths: 129,
    });
  });
});

describe('rent vs buy', () => {
  const base = { homePriceCents: 400_000_00, downPaymentCents: 80_000_00, annualRatePercent: 6, years: 30, closingCostPercent: 3, sellingCostPercent: 6, propertyTaxPercent: 1.1, maintenancePercent: 1, annualInsuranceCents: 1_500_00, appreciationPercent: 3, monthlyRentCents: 2_000_00, rentIncreasePercent: 3, horizonYears: 10 };
  it('year 1 by hand, and the totals add up', () => {
    const result = rentVsBuy(base);
    // Loan 320,000 at 6 %/30 y: 1,918.56/month (1.6 × 1,199.10). Year 1 owning: 12 × 1,918.56 = 23,022.72
    // + 2.1 % of 400,000 (tax + upkeep) = 8,400 + insurance 1,500 = 32,922.72. Rent year 1: 24,000.
    expect(result.monthlyMortgageCents).toBe(1_918_56);
    expect(result.yearly[0]).toMatchObject({ rentCents: 24_000_00, ownershipCostCents: 32_922_72, cumulativeRentCents: 24_000_00 });
    // Rent grows 3 % a year: 24,000 × (1.03^10 − 1) / 0.03 = 275,133.
    expect(Math.round(result.totalRentCents / 100)).toBe(275_133);
    expect(result.netBuyCostCents).toBe(result.totalOwnershipPaidCents - result.equityAtEndCents);
    expect(result.buyingAdvantageCents).toBe(result.totalRentCents - result.netBuyCostCents);
    expect(result.yearly).toHaveLength(10);
  });
  it('cheap rent and a short stay favour renting', () => {
    const result = rentVsBuy({ ...base, monthlyRentCents: 1_000_00, horizonYears: 2 });
    expect(result.buyingAdvantageCents).toBeLessThan(0);
    expect(result.breakEvenYear).toBeNull();
  });
});

describe('window replacement: configurator price and degree-day energy saving', () => {
  // Lintel's configurator table (migration 0007): windows base 180.00 + 22.50 per ft².
  const prices: OpeningPrices = { window: { basePriceCents: 180_00, perSquareFootCents: 22_50 }, exteriorDoor: { basePriceCents: 450_00, perSquareFootCents: 18_00 } };
  it('10 windows 36" × 48" from single glazing (U 1.04) to U 0.30 in Chicago-like zone 5', () => {
    // Price: 180 + 22.50 × 36 × 48 / 144 (12 ft²) = 180 + 270 = 450 each, 4,500 for 10; area 120 ft².
    // Heating: Q = 0.74 × 120 × 6,300 × 24 = 13,426,560 BTU; / 0.90 / 100,000 = 149.18 therms × 1.50 = 223.78.
    // Cooling: Q = 0.74 × 120 × 800 × 24 = 1,704,960 BTU; / SEER 14 / 1,000 = 121.78 kWh × 0.17 = 20.70.
    // Saving 244.48 a year; payback 4,500 / 244.48 = 18.4 years.
    expect(windowReplacement({ price: prices.window, quantity: 10, widthInches: 36, heightInches: 48, oldUFactor: 1.04, newUFactor: 0.3, heatingDegreeDays: 6_300, coolingDegreeDays: 800, heatingPricePerThermCents: 150, heatingEfficiencyPercent: 90, electricityPricePerKwhCents: 17, seer: 14 })).toEqual({
      unitPriceCents: 450_00,
      totalCostCents: 4_500_00,
      areaHundredthsSqFt: 120_00,
      heatingSavingBtu: 13_426_560,
      coolingSavingBtu: 1_704_960,
      heatingSavingCents: 223_78,
      coolingSavingCents: 20_70,
      annualSavingCents: 244_48,
      paybackTenthsOfYear: 184,
    });
  });
  it('every state maps to a zone whose heating degree days sit inside the zone bounds', () => {
    expect(Object.keys(climateZoneByState)).toHaveLength(51);
    expect(degreeDaysByZone[5].hdd).toBeGreaterThan(5_400);
    expect(degreeDaysByZone[5].hdd).toBeLessThanOrEqual(7_200);
    expect(degreeDaysByZone[8].hdd).toBeGreaterThan(12_600);
  });
});

describe('computeCalculator and the local explanation', () => {
  const prices: OpeningPrices = { window: { basePriceCents: 180_00, perSquareFootCents: 22_50 }, exteriorDoor: { basePriceCents: 450_00, perSquareFootCents: 18_00 } };
  const inputs = [
    { kind: 'mortgage', homePrice: 250_000, downPayment: 50_000, annualRatePercent: 6, years: 30 },
    { kind: 'affordability', grossMonthlyIncome: 6_000, monthlyDebts: 500, downPayment: 40_000, annualRatePercent: 6, years: 30, monthlyTaxesAndInsurance: 400 },
    { kind: 'rentalReturns', purchasePrice: 200_000, closingCosts: 5_000, downPayment: 40_000, annualRatePercent: 6, years: 30, monthlyRent: 2_000, vacancyPercent: 5, annualOperatingExpenses: 8_000 },
    { kind: 'rentVsBuy', homePrice: 400_000, downPayment: 80_000, annualRatePercent: 6, years: 30, annualInsurance: 1_500, monthlyRent: 2_000, horizonYears: 10 },
    { kind: 'windowReplacement', productType: 'window', quantity: 10, widthInches: 36, heightInches: 48, oldUFactor: 1.04, newUFactor: 0.3, state: 'IL' },
  ];
  it.each(inputs)('$kind: every dollar figure has at most two decimals, and the explanation validates', (raw) => {
    const input = calculatorInputSchema.parse(raw);
    const outcome = computeCalculator(input, prices);
    for (const figure of outcome.figures) if (figure.unit === 'usd' && figure.value !== null) expect(isMoneyAmount(Math.abs(figure.value))).toBe(true);
    for (const point of outcome.series?.points ?? []) for (const value of Object.values(point)) expect(isMoneyAmount(Math.abs(value))).toBe(true);
    expect(calculatorExplanationSchema.parse(localExplanation(input, outcome)).summary.length).toBeGreaterThan(40);
  });
  it('the mortgage result names the payment; the window result uses the state zone', () => {
    const mortgage = computeCalculator(calculatorInputSchema.parse(inputs[0]), prices);
    expect(mortgage.figures.find((f) => f.key === 'monthlyPayment')?.value).toBe(1_199.1);
    expect(mortgage.headline).toBe('$1,199.10 a month');
    // 360 × $1,199.10 is not the total: the note says the last payment settles the rounding.
    const total = mortgage.figures.find((f) => f.key === 'totalPaid')!.value!;
    expect(total).not.toBe(360 * 1_199.1);
    expect(mortgage.notes.join(' ')).toMatch(/The last payment is \$1,200\.14, not \$1,199\.10/);
    const windows = computeCalculator(calculatorInputSchema.parse(inputs[4]), prices);
    expect(windows.figures.find((f) => f.key === 'annualSaving')?.value).toBe(244.48);
  });
  it('refuses bad input with a path', () => {
    const bad = calculatorInputSchema.safeParse({ kind: 'mortgage', homePrice: 100_000, downPayment: 200_000, annualRatePercent: 6, years: 30 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['downPayment']);
    expect(calculatorInputSchema.safeParse({ kind: 'windowReplacement', productType: 'window', quantity: 1, widthInches: 36, heightInches: 48, oldUFactor: 0.3, newUFactor: 0.5, state: 'IL' }).success).toBe(false);
  });
});

describe('calculator input errors in plain words (issue 22 item 4)', () => {
  it('names the field and says what to enter, never the schema text', () => {
    const errors = calculatorInputErrors({ kind: 'mortgage', homePrice: 99_999_999_999, downPayment: 0, annualRatePercent: -1, years: 0 });
    expect(errors).toEqual([
      { path: 'homePrice', message: 'Enter at most 9,999,999,999.99' },
      { path: 'annualRatePercent', message: 'Cannot be negative' },
      { path: 'years', message: 'Enter at least 1' },
    ]);
    expect(calculatorInputErrors({ kind: 'mortgage', homePrice: 300_000, downPayment: 400_000, annualRatePercent: 6, years: 30 })).toEqual([
      { path: 'downPayment', message: 'The down payment cannot exceed the price' },
    ]);
    expect(calculatorInputErrors({ kind: 'mortgage', homePrice: 300_000, downPayment: 60_000, annualRatePercent: 6, years: 30 })).toEqual([]);
  });
});
