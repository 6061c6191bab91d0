/**
 * One entry point over the calculators (issue 14): `computeCalculator(input, prices)` turns a
 * validated input into labelled figures (dollars exact to the cent), a chart series and notes;
 * `localExplanation` writes the templated explanation used when no AI provider is configured.
 */
import type { CalculatorExplanation, CalculatorFigure, CalculatorInput, CalculatorOutcome, CalculatorSeries } from './calculator.schema.ts';

import { affordability, amortisationSchedule, centsToDollars, dollarsToCents, monthlyPaymentCents, yearlySummary } from './mortgage.rules.ts';
import { rentalReturns, rentVsBuy } from './investment.rules.ts';
import { climateZoneByState, degreeDaysByZone, windowReplacement, type OpeningPrice } from './window-energy.rules.ts';

const usd = (key: string, label: string, cents: number): CalculatorFigure => ({ key, label, value: centsToDollars(cents), unit: 'usd' });
const pct = (key: string, label: string, basisPoints: number): CalculatorFigure => ({ key, label, value: basisPoints / 100, unit: 'percent' });
const ratio = (key: string, label: string, hundredths: number | null): CalculatorFigure => ({ key, label, value: hundredths === null ? null : hundredths / 100, unit: 'ratio' });

/** "$1,199.10" (en-US, two decimals) from dollars. */
export function formatUsd(dollars: number): string {
  return dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A figure as text: dollars with a $, percents with %, ratios with two decimals. */
export function formatFigure(figure: CalculatorFigure): string {
  if (figure.value === null) return 'n/a';
  switch (figure.unit) {
    case 'usd':
      return formatUsd(figure.value);
    case 'percent':
      return `${figure.value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
    case 'ratio':
      return figure.value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    case 'years':
      return `${figure.value.toLocaleString('en-US', { maximumFractionDigits: 1 })} years`;
    case 'btu':
      return `${figure.value.toLocaleString('en-US')} BTU`;
    case 'sqft':
      return `${figure.value.toLocaleString('en-US', { maximumFractionDigits: 2 })} sq ft`;
    default:
      return figure.value.toLocaleString('en-US');
  }
}

/** Opening prices (cents) the window calculator needs, keyed by product type. */
export type OpeningPrices = Record<'window' | 'exteriorDoor', OpeningPrice>;

export interface ComputedCalculator extends CalculatorOutcome {
  title: string;
  /** The one figure a history row shows, as text. */
  headline: string;
}

function amortisationSeries(principalCents: number, rate: number, years: number): CalculatorSeries {
  return {
    kind: 'amortisation',
    points: yearlySummary(amortisationSchedule(principalCents, rate, years)).map((y) => ({
      year: y.year,
      principal: centsToDollars(y.principalCents),
      interest: centsToDollars(y.interestCents),
      balance: centsToDollars(y.balanceCents),
    })),
  };
}

/**
 * Why the total of all payments is not n × the monthly payment: each payment is rounded to the cent,
 * so the last one settles the difference (issue 22). Empty when it is the same as the others.
 */
function lastPaymentNote(schedule: readonly { paymentCents: number }[], paymentCents: number): string[] {
  const last = schedule[schedule.length - 1];
  if (!last || last.paymentCents === paymentCents) return [];
  return [`The last payment is ${formatUsd(centsToDollars(last.paymentCents))}, not ${formatUsd(centsToDollars(paymentCents))}: each payment is rounded to the cent and the last one settles the difference, so the total differs from ${schedule.length} × the monthly payment.`];
}

/**
 * Computes a calculator's result from its validated input (dollars in, exact dollars out). `prices`
 * (the configurator's opening prices) is needed by the window calculator only; it throws without them.
 */
export function computeCalculator(input: CalculatorInput, prices?: OpeningPrices): ComputedCalculator {
  switch (input.kind) {
    case 'mortgage': {
      const principal = dollarsToCents(input.homePrice) - dollarsToCents(input.downPayment);
      const schedule = amortisationSchedule(principal, input.annualRatePercent, input.years);
      const payment = monthlyPaymentCents(principal, input.annualRatePercent, input.years);
      const totalPaid = schedule.reduce((sum, row) => sum + row.paymentCents, 0);
      const figures = [
        usd('loanAmount', 'Loan amount', principal),
        usd('monthlyPayment', 'Monthly payment (principal and interest)', payment),
        usd('totalInterest', 'Total interest', totalPaid - principal),
        usd('totalPaid', 'Total of all payments', totalPaid),
        { key: 'payments', label: 'Number of payments', value: schedule.length, unit: 'count' as const },
      ];
      return {
        title: `${formatUsd(centsToDollars(principal))} over ${input.years} years at ${input.annualRatePercent}%`,
        headline: `${formatUsd(centsToDollars(payment))} a month`,
        figures,
        series: amortisationSeries(principal, input.annualRatePercent, input.years),
        notes: [
          'Level monthly payment M = P·r(1+r)^n / ((1+r)^n − 1), r the monthly rate, n the number of payments; taxes and insurance not included.',
          ...lastPaymentNote(schedule, payment),
        ],
      };
    }
    case 'affordability': {
      const result = affordability({
        grossMonthlyIncomeCents: dollarsToCents(input.grossMonthlyIncome),
        monthlyDebtsCents: dollarsToCents(input.monthlyDebts),
        downPaymentCents: dollarsToCents(input.downPayment),
        annualRatePercent: input.annualRatePercent,
        years: input.years,
        monthlyTaxesAndInsuranceCents: dollarsToCents(input.monthlyTaxesAndInsurance),
        frontEndPercent: input.frontEndPercent,
        backEndPercent: input.backEndPercent,
      });
      return {
        title: `Income ${formatUsd(input.grossMonthlyIncome)} a month`,
        headline: `Up to ${formatUsd(centsToDollars(result.maxPriceCents))}`,
        figures: [
          usd('frontEndLimit', `Housing limit (${input.frontEndPercent}% of income)`, result.frontEndLimitCents),
          usd('backEndLimit', `Housing limit after debts (${input.backEndPercent}% of income)`, result.backEndLimitCents),
          usd('maxHousingPayment', 'Most the housing payment should be', result.maxHousingPaymentCents),
          usd('maxPrincipalAndInterest', 'Of which principal and interest', result.maxPrincipalAndInterestCents),
          usd('maxLoan', 'Largest loan', result.maxLoanCents),
          usd('maxPrice', 'Highest price with your down payment', result.maxPriceCents),
        ],
        series: null,
        notes: [
          `Front-end / back-end debt-to-income rule: housing ≤ ${input.frontEndPercent}% of gross monthly income, housing plus other debts ≤ ${input.backEndPercent}%. Limited by the ${result.limitedBy === 'frontEnd' ? 'front-end' : 'back-end'} ratio.`,
        ],
      };
    }
    case 'rentalReturns': {
      const r = rentalReturns({
        purchasePriceCents: dollarsToCents(input.purchasePrice),
        closingCostsCents: dollarsToCents(input.closingCosts),
        downPaymentCents: dollarsToCents(input.downPayment),
        annualRatePercent: input.annualRatePercent,
        years: input.years,
        monthlyRentCents: dollarsToCents(input.monthlyRent),
        vacancyPercent: input.vacancyPercent,
        annualOperatingExpensesCents: dollarsToCents(input.annualOperatingExpenses),
      });
      const effectiveRent = r.grossAnnualRentCents - r.vacancyLossCents;
      return {
        title: `${formatUsd(input.purchasePrice)} rental at ${formatUsd(input.monthlyRent)} a month`,
        headline: `Cap rate ${r.capRateBp / 100}%`,
        figures: [
          usd('noi', 'Net operating income (yearly)', r.noiCents),
          usd('debtService', 'Mortgage payments (yearly)', r.annualDebtServiceCents),
          usd('cashFlow', 'Cash flow before tax (yearly)', r.annualCashFlowCents),
          usd('cashInvested', 'Cash invested', r.totalCashInvestedCents),
          pct('capRate', 'Cap rate', r.capRateBp),
          pct('cashOnCash', 'Cash-on-cash return', r.cashOnCashBp),
          ratio('grm', 'Gross rent multiplier', r.grossRentMultiplierHundredths),
          ratio('dscr', 'Debt service coverage ratio', r.dscrHundredths),
        ],
        series: {
          kind: 'cashFlow',
          points: [
            { step: 1, amount: centsToDollars(effectiveRent) },
            { step: 2, amount: -input.annualOperatingExpenses },
            { step: 3, amount: -centsToDollars(r.annualDebtServiceCents) },
            { step: 4, amount: centsToDollars(r.annualCashFlowCents) },
          ],
        },
        notes: ['Cap rate = NOI / price; cash-on-cash = yearly cash flow / cash invested; GRM = price / gross yearly rent; DSCR = NOI / yearly debt service.'],
      };
    }
    case 'rentVsBuy': {
      const r = rentVsBuy({
        homePriceCents: dollarsToCents(input.homePrice),
        downPaymentCents: dollarsToCents(input.downPayment),
        annualRatePercent: input.annualRatePercent,
        years: input.years,
        closingCostPercent: input.closingCostPercent,
        sellingCostPercent: input.sellingCostPercent,
        propertyTaxPercent: input.propertyTaxPercent,
        maintenancePercent: input.maintenancePercent,
        annualInsuranceCents: dollarsToCents(input.annualInsurance),
        appreciationPercent: input.appreciationPercent,
        monthlyRentCents: dollarsToCents(input.monthlyRent),
        rentIncreasePercent: input.rentIncreasePercent,
        horizonYears: input.horizonYears,
      });
      const buying = r.buyingAdvantageCents >= 0;
      return {
        title: `${formatUsd(input.homePrice)} home vs ${formatUsd(input.monthlyRent)} rent over ${input.horizonYears} years`,
        headline: `${buying ? 'Buying' : 'Renting'} ahead by ${formatUsd(centsToDollars(Math.abs(r.buyingAdvantageCents)))}`,
        figures: [
          usd('monthlyMortgage', 'Monthly mortgage payment', r.monthlyMortgageCents),
          usd('totalRent', 'Rent paid over the period', r.totalRentCents),
          usd('ownershipPaid', 'Paid to buy and own', r.totalOwnershipPaidCents),
          usd('equityAtEnd', 'Equity if sold at the end', r.equityAtEndCents),
          usd('netBuyCost', 'Net cost of buying', r.netBuyCostCents),
          usd('buyingAdvantage', 'Buying advantage (negative: renting is cheaper)', r.buyingAdvantageCents),
          { key: 'breakEvenYear', label: 'Year buying pulls ahead', value: r.breakEvenYear, unit: 'years' },
        ],
        series: {
          kind: 'rentVsBuy',
          points: r.yearly.map((y) => ({ year: y.year, rent: centsToDollars(y.cumulativeRentCents), buy: centsToDollars(y.cumulativeBuyNetCents) })),
        },
        notes: ['Cash comparison: the down payment earns nothing while renting; selling costs and the remaining loan are deducted from the home value at the end.'],
      };
    }
    case 'windowReplacement': {
      if (!prices) throw new Error('The window calculator needs the configurator prices');
      const zone = input.state ? climateZoneByState[input.state] : undefined;
      const zoneDays = zone ? degreeDaysByZone[zone] : undefined;
      const hdd = input.heatingDegreeDays ?? zoneDays?.hdd ?? 0;
      const cdd = input.coolingDegreeDays ?? zoneDays?.cdd ?? 0;
      const r = windowReplacement({
        price: prices[input.productType],
        quantity: input.quantity,
        widthInches: input.widthInches,
        heightInches: input.heightInches,
        oldUFactor: input.oldUFactor,
        newUFactor: input.newUFactor,
        heatingDegreeDays: hdd,
        coolingDegreeDays: cdd,
        heatingPricePerThermCents: dollarsToCents(input.heatingPricePerTherm),
        heatingEfficiencyPercent: input.heatingEfficiencyPercent,
        electricityPricePerKwhCents: dollarsToCents(input.electricityPricePerKwh),
        seer: input.seer,
      });
      const what = input.productType === 'window' ? 'window' : 'door';
      const payback = r.paybackTenthsOfYear;
      const points = [];
      for (let year = 0; year <= 25; year += 1) {
        points.push({ year, cost: centsToDollars(r.totalCostCents), savings: centsToDollars(r.annualSavingCents * year) });
      }
      return {
        title: `${input.quantity} ${what}${input.quantity > 1 ? 's' : ''} ${input.widthInches}" × ${input.heightInches}", U ${input.oldUFactor} → ${input.newUFactor}`,
        headline: `${formatUsd(centsToDollars(r.annualSavingCents))} saved a year`,
        figures: [
          usd('unitPrice', `Price per ${what} (Lintel configurator)`, r.unitPriceCents),
          usd('totalCost', 'Total cost', r.totalCostCents),
          { key: 'area', label: 'Total area', value: r.areaHundredthsSqFt / 100, unit: 'sqft' },
          { key: 'heatingDegreeDays', label: 'Heating degree days (65 °F)', value: hdd, unit: 'count' },
          { key: 'coolingDegreeDays', label: 'Cooling degree days (65 °F)', value: cdd, unit: 'count' },
          { key: 'heatingSavingBtu', label: 'Heat loss avoided', value: r.heatingSavingBtu, unit: 'btu' },
          { key: 'coolingSavingBtu', label: 'Heat gain avoided', value: r.coolingSavingBtu, unit: 'btu' },
          usd('heatingSaving', 'Heating saving a year', r.heatingSavingCents),
          usd('coolingSaving', 'Cooling saving a year', r.coolingSavingCents),
          usd('annualSaving', 'Energy saving a year', r.annualSavingCents),
          { key: 'payback', label: 'Simple payback', value: payback === null ? null : payback / 10, unit: 'years' },
        ],
        series: { kind: 'savings', points },
        notes: [
          'Energy: Q = (U_old − U_new) × A × DD × 24 BTU a year (ASHRAE degree-day method, conduction only; solar gain and air leakage not counted).',
          zone && zoneDays
            ? `Degree days: representative values of IECC climate zone ${zone} (like ${zoneDays.example}), the predominant zone of ${input.state}.`
            : 'Degree days as entered.',
          `Cost: the configurator's base price plus its per-square-foot price for the size, before options and add-ons.`,
        ],
      };
    }
  }
}

const figureText = (outcome: CalculatorOutcome, key: string) => {
  const figure = outcome.figures.find((f) => f.key === key);
  return figure ? formatFigure(figure) : 'n/a';
};
const figureValue = (outcome: CalculatorOutcome, key: string) => outcome.figures.find((f) => f.key === key)?.value ?? null;

/**
 * The templated explanation written without an AI provider: the same figures in sentences, with
 * rule-of-thumb recommendations (DSCR ≥ 1.25, cap rate, payback against a window's ~25-year life).
 */
export function localExplanation(input: CalculatorInput, outcome: CalculatorOutcome): CalculatorExplanation {
  const t = (key: string) => figureText(outcome, key);
  const v = (key: string) => figureValue(outcome, key);
  switch (input.kind) {
    case 'mortgage':
      return {
        summary: `Borrowing ${t('loanAmount')} for ${input.years} years at ${input.annualRatePercent}% costs ${t('monthlyPayment')} a month in principal and interest. Over ${t('payments')} payments you pay ${t('totalPaid')}, of which ${t('totalInterest')} is interest.`,
        recommendations: [
          'Add property tax, insurance and any HOA fee to see the full monthly housing cost.',
          'Extra payments early in the loan cut the interest most, because the balance is highest then.',
          'Compare a shorter term: the payment rises but the total interest falls sharply.',
        ],
      };
    case 'affordability':
      return {
        summary: `With ${formatUsd(input.grossMonthlyIncome)} of gross monthly income, the ${input.frontEndPercent}/${input.backEndPercent} rule allows a housing payment of up to ${t('maxHousingPayment')}. After ${formatUsd(input.monthlyTaxesAndInsurance)} of taxes and insurance that leaves ${t('maxPrincipalAndInterest')} for the loan, which repays ${t('maxLoan')}; with your down payment that is a home of up to ${t('maxPrice')}.`,
        recommendations: [
          (v('backEndLimit') ?? 0) < (v('frontEndLimit') ?? 0)
            ? 'Your other debts are the limit: paying one of them down raises what you can borrow more than a higher income would.'
            : 'Your income is the limit, not your other debts.',
          'Keep a reserve of a few months of payments after the down payment and closing costs.',
          'A lender will check these ratios against your actual credit report; treat this as a ceiling, not a target.',
        ],
      };
    case 'rentalReturns': {
      const dscr = v('dscr');
      const cashFlow = v('cashFlow') ?? 0;
      return {
        summary: `The property earns ${t('noi')} a year after vacancy and operating costs, a cap rate of ${t('capRate')}. After ${t('debtService')} of mortgage payments the cash flow is ${t('cashFlow')} a year on ${t('cashInvested')} invested: a cash-on-cash return of ${t('cashOnCash')}. The price is ${t('grm')} times the gross yearly rent${dscr === null ? '' : `, and the income covers the debt ${t('dscr')} times`}.`,
        recommendations: [
          dscr !== null && dscr < 1.25 ? 'The debt service coverage is below 1.25, the minimum many lenders ask for: a larger down payment or a lower price would help.' : 'The income covers the loan comfortably.',
          cashFlow < 0 ? 'The cash flow is negative: you would add money every year; check the rent and the expenses again.' : 'Keep part of the cash flow as a reserve for repairs and vacancies.',
          'Compare the cap rate with similar properties nearby before making an offer.',
        ],
      };
    }
    case 'rentVsBuy': {
      const advantage = v('buyingAdvantage') ?? 0;
      const year = v('breakEvenYear');
      return {
        summary: `Over ${input.horizonYears} years renting costs ${t('totalRent')}. Buying costs ${t('ownershipPaid')} in cash, and selling at the end would return ${t('equityAtEnd')}, a net cost of ${t('netBuyCost')}. ${advantage >= 0 ? `Buying comes out ${formatUsd(advantage)} ahead` : `Renting comes out ${formatUsd(-advantage)} ahead`}${year === null ? '.' : `, with buying pulling ahead in year ${year}.`}`,
        recommendations: [
          year === null || year > input.horizonYears / 2 ? 'Buying only pays off if you stay long: be sure of the horizon.' : 'Buying pulls ahead early in the period.',
          'The result depends most on appreciation and rent increases: try lower and higher values.',
          'This ignores what the down payment could earn invested; a high return would favour renting.',
        ],
      };
    }
    case 'windowReplacement': {
      const payback = v('payback');
      return {
        summary: `Replacing ${input.quantity} opening${input.quantity > 1 ? 's' : ''} costs ${t('totalCost')} from Lintel's price table. Lowering the U-factor from ${input.oldUFactor} to ${input.newUFactor} over ${t('area')} avoids ${t('heatingSavingBtu')} of heat loss and ${t('coolingSavingBtu')} of heat gain a year, about ${t('annualSaving')} of energy (${t('heatingSaving')} heating, ${t('coolingSaving')} cooling).${payback === null ? '' : ` The simple payback is ${t('payback')}.`}`,
        recommendations: [
          payback !== null && payback <= 25 ? 'The saving repays the cost within a window’s typical life of 20–30 years.' : 'On energy alone the replacement does not repay itself within a window’s life; comfort, noise and condensation may still justify it.',
          'Choose an ENERGY STAR product certified for your climate zone; check the NFRC label for its U-factor.',
          'Ask about utility rebates and tax credits, which shorten the payback.',
        ],
      };
    }
  }
}

