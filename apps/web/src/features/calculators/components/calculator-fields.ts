/** The form fields of each calculator (labels, units, defaults); the server validates them again. */
import type { CalculatorKind } from '@lintel/shared';
import { usStateCodes } from '@lintel/shared';

export interface CalculatorField {
  name: string;
  label: string;
  unit: 'usd' | 'percent' | 'years' | 'count' | 'inches' | 'decimal' | 'select';
  defaultValue: number | string;
  options?: readonly { value: string; label: string }[];
  description?: string;
  optional?: boolean;
}

const rate: CalculatorField = { name: 'annualRatePercent', label: 'Interest rate', unit: 'percent', defaultValue: 6.5 };
const term: CalculatorField = { name: 'years', label: 'Loan term', unit: 'years', defaultValue: 30 };

export const calculatorFields: Record<CalculatorKind, CalculatorField[]> = {
  mortgage: [
    { name: 'homePrice', label: 'Home price', unit: 'usd', defaultValue: 350_000 },
    { name: 'downPayment', label: 'Down payment', unit: 'usd', defaultValue: 70_000 },
    rate,
    term,
  ],
  affordability: [
    { name: 'grossMonthlyIncome', label: 'Gross monthly income', unit: 'usd', defaultValue: 8_000 },
    { name: 'monthlyDebts', label: 'Other monthly debt payments', unit: 'usd', defaultValue: 500 },
    { name: 'monthlyTaxesAndInsurance', label: 'Monthly property tax, insurance, HOA', unit: 'usd', defaultValue: 450 },
    { name: 'downPayment', label: 'Down payment', unit: 'usd', defaultValue: 50_000 },
    rate,
    term,
    { name: 'frontEndPercent', label: 'Front-end limit', unit: 'percent', defaultValue: 28, description: 'Housing as % of income' },
    { name: 'backEndPercent', label: 'Back-end limit', unit: 'percent', defaultValue: 36, description: 'All debts as % of income' },
  ],
  rentalReturns: [
    { name: 'purchasePrice', label: 'Purchase price', unit: 'usd', defaultValue: 250_000 },
    { name: 'downPayment', label: 'Down payment', unit: 'usd', defaultValue: 50_000 },
    { name: 'closingCosts', label: 'Closing costs and repairs', unit: 'usd', defaultValue: 6_000 },
    { name: 'monthlyRent', label: 'Monthly rent', unit: 'usd', defaultValue: 2_200 },
    { name: 'vacancyPercent', label: 'Vacancy', unit: 'percent', defaultValue: 5 },
    { name: 'annualOperatingExpenses', label: 'Yearly operating expenses', unit: 'usd', defaultValue: 7_500, description: 'Taxes, insurance, repairs, management' },
    rate,
    term,
  ],
  rentVsBuy: [
    { name: 'homePrice', label: 'Home price', unit: 'usd', defaultValue: 400_000 },
    { name: 'downPayment', label: 'Down payment', unit: 'usd', defaultValue: 80_000 },
    rate,
    term,
    { name: 'monthlyRent', label: 'Monthly rent of a similar home', unit: 'usd', defaultValue: 2_200 },
    { name: 'rentIncreasePercent', label: 'Rent increase a year', unit: 'percent', defaultValue: 3 },
    { name: 'appreciationPercent', label: 'Home value growth a year', unit: 'percent', defaultValue: 3 },
    { name: 'propertyTaxPercent', label: 'Property tax a year', unit: 'percent', defaultValue: 1.1 },
    { name: 'maintenancePercent', label: 'Maintenance a year', unit: 'percent', defaultValue: 1 },
    { name: 'annualInsurance', label: 'Insurance a year', unit: 'usd', defaultValue: 1_500 },
    { name: 'closingCostPercent', label: 'Buying costs', unit: 'percent', defaultValue: 3 },
    { name: 'sellingCostPercent', label: 'Selling costs', unit: 'percent', defaultValue: 6 },
    { name: 'horizonYears', label: 'Years to compare', unit: 'years', defaultValue: 10 },
  ],
  windowReplacement: [
    {
      name: 'productType',
      label: 'Replace',
      unit: 'select',
      defaultValue: 'window',
      options: [
        { value: 'window', label: 'Windows' },
        { value: 'exteriorDoor', label: 'Exterior doors' },
      ],
    },
    { name: 'quantity', label: 'How many', unit: 'count', defaultValue: 8 },
    { name: 'widthInches', label: 'Width', unit: 'inches', defaultValue: 36 },
    { name: 'heightInches', label: 'Height', unit: 'inches', defaultValue: 48 },
    { name: 'oldUFactor', label: 'Old U-factor', unit: 'decimal', defaultValue: 1.04, description: 'Single glazing ≈ 1.0, old double ≈ 0.5' },
    { name: 'newUFactor', label: 'New U-factor', unit: 'decimal', defaultValue: 0.3, description: 'ENERGY STAR ≈ 0.30 or less' },
    { name: 'state', label: 'State', unit: 'select', defaultValue: 'IL', options: usStateCodes.map((code) => ({ value: code, label: code })) },
    { name: 'heatingPricePerTherm', label: 'Heating price per therm', unit: 'usd', defaultValue: 1.5 },
    { name: 'electricityPricePerKwh', label: 'Electricity price per kWh', unit: 'usd', defaultValue: 0.17 },
  ],
};

/** The default values of a calculator's form. */
export function defaultValues(kind: CalculatorKind): Record<string, number | string> {
  return Object.fromEntries(calculatorFields[kind].map((field) => [field.name, field.defaultValue]));
}
