/**
 * Rental property returns and rent-vs-buy (issue 14): pure functions on integer cents. Ratios are
 * returned as basis points (1 bp = 0.01 %) or hundredths, so outputs carry no float artefacts.
 */
import { amortisationSchedule, balanceAfter, monthlyPaymentCents } from './mortgage.rules.ts';

export interface RentalInput {
  purchasePriceCents: number;
  /** Closing costs and initial repairs, paid in cash. */
  closingCostsCents: number;
  downPaymentCents: number;
  annualRatePercent: number;
  years: number;
  monthlyRentCents: number;
  /** Expected vacancy and credit loss, % of gross rent. */
  vacancyPercent: number;
  /** Operating expenses per year (taxes, insurance, repairs, management; not the mortgage). */
  annualOperatingExpensesCents: number;
}

export interface RentalResult {
  grossAnnualRentCents: number;
  vacancyLossCents: number;
  /** Net operating income: effective rent − operating expenses (before debt service). */
  noiCents: number;
  annualDebtServiceCents: number;
  /** NOI − debt service: the yearly pre-tax cash flow. */
  annualCashFlowCents: number;
  totalCashInvestedCents: number;
  /** NOI / price, basis points. */
  capRateBp: number;
  /** Cash flow / cash invested, basis points (negative when cash flow is). */
  cashOnCashBp: number;
  /** Price / gross annual rent, hundredths (e.g. 833 = 8.33). */
  grossRentMultiplierHundredths: number;
  /** NOI / annual debt service, hundredths (null without a loan). */
  dscrHundredths: number | null;
}

const ratio = (numerator: number, denominator: number, scale: number) => (denominator === 0 ? 0 : Math.round((numerator * scale) / denominator));

/**
 * Cap rate = NOI / price; cash-on-cash = (NOI − debt service) / (down payment + closing costs);
 * GRM = price / gross annual rent; DSCR = NOI / annual debt service (12 × the monthly payment).
 */
export function rentalReturns(input: RentalInput): RentalResult {
  const grossAnnualRentCents = input.monthlyRentCents * 12;
  const vacancyLossCents = Math.round((grossAnnualRentCents * input.vacancyPercent) / 100);
  const noiCents = grossAnnualRentCents - vacancyLossCents - input.annualOperatingExpensesCents;
  const loanCents = Math.max(0, input.purchasePriceCents - input.downPaymentCents);
  const annualDebtServiceCents = monthlyPaymentCents(loanCents, input.annualRatePercent, input.years) * 12;
  const annualCashFlowCents = noiCents - annualDebtServiceCents;
  const totalCashInvestedCents = input.downPaymentCents + input.closingCostsCents;
  return {
    grossAnnualRentCents,
    vacancyLossCents,
    noiCents,
    annualDebtServiceCents,
    annualCashFlowCents,
    totalCashInvestedCents,
    capRateBp: ratio(noiCents, input.purchasePriceCents, 10_000),
    cashOnCashBp: ratio(annualCashFlowCents, totalCashInvestedCents, 10_000),
    grossRentMultiplierHundredths: ratio(input.purchasePriceCents, grossAnnualRentCents, 100),
    dscrHundredths: annualDebtServiceCents === 0 ? null : ratio(noiCents, annualDebtServiceCents, 100),
  };
}

export interface RentVsBuyInput {
  homePriceCents: number;
  downPaymentCents: number;
  annualRatePercent: number;
  years: number;
  /** Buying costs paid at purchase, % of price. */
  closingCostPercent: number;
  /** Selling costs at the end, % of the sale price. */
  sellingCostPercent: number;
  /** Property tax per year, % of the home value. */
  propertyTaxPercent: number;
  /** Maintenance per year, % of the home value. */
  maintenancePercent: number;
  annualInsuranceCents: number;
  /** Yearly change in the home's value, %. */
  appreciationPercent: number;
  monthlyRentCents: number;
  /** Yearly rent increase, %. */
  rentIncreasePercent: number;
  /** Years compared (1–40). */
  horizonYears: number;
}

export interface RentVsBuyYear {
  year: number;
  /** Rent paid that year. */
  rentCents: number;
  /** Mortgage payments, property tax, maintenance and insurance paid that year. */
  ownershipCostCents: number;
  /** Cumulative net cost of each choice if the home were sold at the end of this year. */
  cumulativeRentCents: number;
  cumulativeBuyNetCents: number;
}

export interface RentVsBuyResult {
  monthlyMortgageCents: number;
  totalRentCents: number;
  /** Cash paid to buy and own over the horizon (down payment, closing, payments, tax, upkeep, insurance). */
  totalOwnershipPaidCents: number;
  /** What selling at the end returns: value − selling costs − loan balance. */
  equityAtEndCents: number;
  /** Ownership paid − equity at the end. */
  netBuyCostCents: number;
  /** Rent total − net buying cost: positive means buying comes out ahead. */
  buyingAdvantageCents: number;
  /** First year whose cumulative net buying cost is below cumulative rent (null if none). */
  breakEvenYear: number | null;
  yearly: RentVsBuyYear[];
}

/**
 * Rent vs buy without investment returns on the down payment (a plain cash comparison): each year
 * adds rent (growing by rentIncreasePercent) to renting, and mortgage payments, property tax and
 * maintenance (as % of that year's value) and insurance to owning; selling at year y returns the
 * appreciated value minus selling costs minus the remaining balance.
 */
export function rentVsBuy(input: RentVsBuyInput): RentVsBuyResult {
  const loanCents = Math.max(0, input.homePriceCents - input.downPaymentCents);
  const schedule = amortisationSchedule(loanCents, input.annualRatePercent, input.years);
  const monthlyMortgageCents = monthlyPaymentCents(loanCents, input.annualRatePercent, input.years);
  const closingCents = Math.round((input.homePriceCents * input.closingCostPercent) / 100);
  const yearly: RentVsBuyYear[] = [];
  let rent = input.monthlyRentCents * 12;
  let value = input.homePriceCents;
  let cumulativeRent = 0;
  let cumulativeOwnership = input.downPaymentCents + closingCents;
  let breakEvenYear: number | null = null;
  let equityAtEndCents = 0;
  for (let year = 1; year <= input.horizonYears; year += 1) {
    if (year > 1) rent = Math.round((rent * (100 + input.rentIncreasePercent)) / 100);
    const payments = schedule.slice((year - 1) * 12, year * 12).reduce((sum, row) => sum + row.paymentCents, 0);
    const upkeep = Math.round((value * (input.propertyTaxPercent + input.maintenancePercent)) / 100);
    const ownershipCostCents = payments + upkeep + input.annualInsuranceCents;
    value = Math.round((value * (100 + input.appreciationPercent)) / 100);
    cumulativeRent += rent;
    cumulativeOwnership += ownershipCostCents;
    const selling = Math.round((value * input.sellingCostPercent) / 100);
    equityAtEndCents = value - selling - balanceAfter(schedule, loanCents, year * 12);
    const cumulativeBuyNetCents = cumulativeOwnership - equityAtEndCents;
    if (breakEvenYear === null && cumulativeBuyNetCents < cumulativeRent) breakEvenYear = year;
    yearly.push({ year, rentCents: rent, ownershipCostCents, cumulativeRentCents: cumulativeRent, cumulativeBuyNetCents });
  }
  const netBuyCostCents = cumulativeOwnership - equityAtEndCents;
  return {
    monthlyMortgageCents,
    totalRentCents: cumulativeRent,
    totalOwnershipPaidCents: cumulativeOwnership,
    equityAtEndCents,
    netBuyCostCents,
    buyingAdvantageCents: cumulativeRent - netBuyCostCents,
    breakEvenYear,
    yearly,
  };
}
