/**
 * State sales-tax rates of the United States (issue 11 item 17: US properties were offered only Canada's
 * and Australia's rates). The state-level rate only — counties and cities add their own, which the user
 * adds as a rate of their own. Source: Tax Foundation, "State and Local Sales Tax Rates, 2025"
 * (rates in effect January 1, 2025; Utah and Virginia include their uniform statewide local add-on).
 * Percentages as decimals of one hundred, at most three decimals, as `createTaxRateInputSchema` takes.
 */
export interface UsStateSalesTaxRate {
  /** USPS code, 'TX'. */
  state: string;
  /** 'Texas'. */
  name: string;
  /** 6.25 means 6.25 %. */
  percentage: number;
}

export const usStateSalesTaxRates: readonly UsStateSalesTaxRate[] = [
  { state: 'AL', name: 'Alabama', percentage: 4 },
  { state: 'AK', name: 'Alaska', percentage: 0 },
  { state: 'AZ', name: 'Arizona', percentage: 5.6 },
  { state: 'AR', name: 'Arkansas', percentage: 6.5 },
  { state: 'CA', name: 'California', percentage: 7.25 },
  { state: 'CO', name: 'Colorado', percentage: 2.9 },
  { state: 'CT', name: 'Connecticut', percentage: 6.35 },
  { state: 'DE', name: 'Delaware', percentage: 0 },
  { state: 'DC', name: 'District of Columbia', percentage: 6 },
  { state: 'FL', name: 'Florida', percentage: 6 },
  { state: 'GA', name: 'Georgia', percentage: 4 },
  { state: 'HI', name: 'Hawaii', percentage: 4 },
  { state: 'ID', name: 'Idaho', percentage: 6 },
  { state: 'IL', name: 'Illinois', percentage: 6.25 },
  { state: 'IN', name: 'Indiana', percentage: 7 },
  { state: 'IA', name: 'Iowa', percentage: 6 },
  { state: 'KS', name: 'Kansas', percentage: 6.5 },
  { state: 'KY', name: 'Kentucky', percentage: 6 },
  { state: 'LA', name: 'Louisiana', percentage: 5 },
  { state: 'ME', name: 'Maine', percentage: 5.5 },
  { state: 'MD', name: 'Maryland', percentage: 6 },
  { state: 'MA', name: 'Massachusetts', percentage: 6.25 },
  { state: 'MI', name: 'Michigan', percentage: 6 },
  { state: 'MN', name: 'Minnesota', percentage: 6.875 },
  { state: 'MS', name: 'Mississippi', percentage: 7 },
  { state: 'MO', name: 'Missouri', percentage: 4.225 },
  { state: 'MT', name: 'Montana', percentage: 0 },
  { state: 'NE', name: 'Nebraska', percentage: 5.5 },
  { state: 'NV', name: 'Nevada', percentage: 6.85 },
  { state: 'NH', name: 'New Hampshire', percentage: 0 },
  { state: 'NJ', name: 'New Jersey', percentage: 6.625 },
  { state: 'NM', name: 'New Mexico', percentage: 4.875 },
  { state: 'NY', name: 'New York', percentage: 4 },
  { state: 'NC', name: 'North Carolina', percentage: 4.75 },
  { state: 'ND', name: 'North Dakota', percentage: 5 },
  { state: 'OH', name: 'Ohio', percentage: 5.75 },
  { state: 'OK', name: 'Oklahoma', percentage: 4.5 },
  { state: 'OR', name: 'Oregon', percentage: 0 },
  { state: 'PA', name: 'Pennsylvania', percentage: 6 },
  { state: 'RI', name: 'Rhode Island', percentage: 7 },
  { state: 'SC', name: 'South Carolina', percentage: 6 },
  { state: 'SD', name: 'South Dakota', percentage: 4.2 },
  { state: 'TN', name: 'Tennessee', percentage: 7 },
  { state: 'TX', name: 'Texas', percentage: 6.25 },
  { state: 'UT', name: 'Utah', percentage: 6.1 },
  { state: 'VT', name: 'Vermont', percentage: 6 },
  { state: 'VA', name: 'Virginia', percentage: 5.3 },
  { state: 'WA', name: 'Washington', percentage: 6.5 },
  { state: 'WV', name: 'West Virginia', percentage: 6 },
  { state: 'WI', name: 'Wisconsin', percentage: 5 },
  { state: 'WY', name: 'Wyoming', percentage: 4 },
];

/** The name a state's rate gets when a user adds it as their own: "Sales tax (Texas)". */
export const usStateSalesTaxName = (rate: Pick<UsStateSalesTaxRate, 'name'>) => `Sales tax (${rate.name})`;
