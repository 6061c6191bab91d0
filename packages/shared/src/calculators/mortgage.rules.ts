/**
 * Mortgage and affordability calculators (issue 14): pure functions on integer cents. Rates are
 * annual percentages (6 = 6 %); terms are whole years; payments are monthly.
 */

/** Dollars → integer cents (exact for amounts with at most two decimals). */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);
/** Integer cents → dollars as JavaScript prints them (at most two decimals, no float artefacts). */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

/**
 * The level monthly payment of a fixed-rate loan, in cents, by the standard annuity (amortisation)
 * formula M = P · r(1+r)^n / ((1+r)^n − 1) with r the monthly rate and n the number of payments;
 * P / n when the rate is 0. Rounded to the cent.
 */
export function monthlyPaymentCents(principalCents: number, annualRatePercent: number, years: number): number {
  const n = Math.round(years * 12);
  if (principalCents <= 0 || n <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return Math.round(principalCents / n);
  const growth = (1 + r) ** n;
  return Math.round((principalCents * r * growth) / (growth - 1));
}

/** The largest principal (cents) a monthly payment (cents) repays: P = M · (1 − (1+r)^−n) / r. */
export function principalForPaymentCents(paymentCents: number, annualRatePercent: number, years: number): number {
  const n = Math.round(years * 12);
  if (paymentCents <= 0 || n <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return Math.floor(paymentCents * n);
  return Math.floor((paymentCents * (1 - (1 + r) ** -n)) / r);
}

export interface AmortisationRow {
  /** 1-based payment number. */
  month: number;
  paymentCents: number;
  principalCents: number;
  interestCents: number;
  balanceCents: number;
}

/**
 * The month-by-month schedule: each month's interest is the balance × r rounded to the cent, the
 * rest of the level payment repays principal, and the last payment is whatever clears the balance
 * (so rounding never leaves a remainder). Ends early if the balance is repaid.
 */
export function amortisationSchedule(principalCents: number, annualRatePercent: number, years: number): AmortisationRow[] {
  const n = Math.round(years * 12);
  const payment = monthlyPaymentCents(principalCents, annualRatePercent, years);
  const r = annualRatePercent / 100 / 12;
  const rows: AmortisationRow[] = [];
  let balance = principalCents;
  for (let month = 1; month <= n && balance > 0; month += 1) {
    const interest = Math.round(balance * r);
    const principal = month === n ? balance : Math.min(balance, payment - interest);
    balance -= principal;
    rows.push({ month, paymentCents: principal + interest, principalCents: principal, interestCents: interest, balanceCents: balance });
  }
  return rows;
}

export interface YearSummary {
  year: number;
  principalCents: number;
  interestCents: number;
  /** Balance at the end of the year. */
  balanceCents: number;
}

/** The schedule grouped by year (for charts and tables). */
export function yearlySummary(rows: readonly AmortisationRow[]): YearSummary[] {
  const years: YearSummary[] = [];
  for (const row of rows) {
    const year = Math.ceil(row.month / 12);
    let entry = years[year - 1];
    if (!entry) {
      entry = { year, principalCents: 0, interestCents: 0, balanceCents: row.balanceCents };
      years.push(entry);
    }
    entry.principalCents += row.principalCents;
    entry.interestCents += row.interestCents;
    entry.balanceCents = row.balanceCents;
  }
  return years;
}

/** The balance (cents) left after `months` payments of the schedule (the principal when 0). */
export function balanceAfter(rows: readonly AmortisationRow[], principalCents: number, months: number): number {
  if (months <= 0) return principalCents;
  return rows[Math.min(months, rows.length) - 1]?.balanceCents ?? 0;
}

export interface AffordabilityInput {
  /** Gross (before-tax) monthly income, cents. */
  grossMonthlyIncomeCents: number;
  /** Other monthly debt payments (car, student loans, card minimums), cents. */
  monthlyDebtsCents: number;
  downPaymentCents: number;
  annualRatePercent: number;
  years: number;
  /** Property tax + homeowner's insurance + HOA per month, cents (part of the housing payment). */
  monthlyTaxesAndInsuranceCents: number;
  /** Front-end limit, % of income for housing (28 by the 28/36 guideline). */
  frontEndPercent: number;
  /** Back-end limit, % of income for housing + all debts (36 by the 28/36 guideline). */
  backEndPercent: number;
}

export interface AffordabilityResult {
  /** Housing payment allowed by the front-end ratio, cents/month. */
  frontEndLimitCents: number;
  /** Housing payment allowed by the back-end ratio after other debts, cents/month. */
  backEndLimitCents: number;
  /** The smaller of the two: the most the whole housing payment (PITI) should be. */
  maxHousingPaymentCents: number;
  /** The principal-and-interest part after taxes and insurance. */
  maxPrincipalAndInterestCents: number;
  maxLoanCents: number;
  maxPriceCents: number;
  /** Which ratio binds. */
  limitedBy: 'frontEnd' | 'backEnd';
}

/**
 * How much house an income supports under the front-end / back-end debt-to-income rule (28/36 by
 * default): housing ≤ front % of gross income, housing + other debts ≤ back % of it. Cents floor.
 */
export function affordability(input: AffordabilityInput): AffordabilityResult {
  const frontEndLimitCents = Math.floor((input.grossMonthlyIncomeCents * input.frontEndPercent) / 100);
  const backEndLimitCents = Math.max(0, Math.floor((input.grossMonthlyIncomeCents * input.backEndPercent) / 100) - input.monthlyDebtsCents);
  const maxHousingPaymentCents = Math.min(frontEndLimitCents, backEndLimitCents);
  const maxPrincipalAndInterestCents = Math.max(0, maxHousingPaymentCents - input.monthlyTaxesAndInsuranceCents);
  const maxLoanCents = principalForPaymentCents(maxPrincipalAndInterestCents, input.annualRatePercent, input.years);
  return {
    frontEndLimitCents,
    backEndLimitCents,
    maxHousingPaymentCents,
    maxPrincipalAndInterestCents,
    maxLoanCents,
    maxPriceCents: maxLoanCents + input.downPaymentCents,
    limitedBy: backEndLimitCents < frontEndLimitCents ? 'backEnd' : 'frontEnd',
  };
}
