/** Calculators with AI-explained results (issue 14): inputs by kind, results, history (contracts). */
import { z } from 'zod';
import { moneySchema } from '../common/money.ts';
import { pageQuerySchema, paginationSchema } from '../common/pagination.ts';

export const calculatorKinds = ['mortgage', 'affordability', 'rentalReturns', 'rentVsBuy', 'windowReplacement'] as const;
export type CalculatorKind = (typeof calculatorKinds)[number];
export const calculatorLabels: Record<CalculatorKind, string> = {
  mortgage: 'Mortgage payment',
  affordability: 'Affordability (28/36)',
  rentalReturns: 'Rental property returns',
  rentVsBuy: 'Rent vs buy',
  windowReplacement: 'Window & door replacement',
};

/** A percentage with at most three decimals, 0–100 (rates, vacancy, DTI limits). */
const percent = (max = 100) => z.number().min(0).max(max).refine((v) => /^\d+(\.\d{1,3})?$/.test(String(v)), 'At most three decimal places');
const years = z.number().int().min(1).max(40);
const positiveMoney = moneySchema.refine((v) => v > 0, 'Must be more than 0');

/** Refinement: the down payment is at most the price field `priceKey`. */
const downPaymentRule = <K extends string>(priceKey: K) =>
  [
    (value: { downPayment: number } & Record<K, number>) => value.downPayment <= value[priceKey],
    { message: 'The down payment cannot exceed the price', path: ['downPayment'] },
  ] as const satisfies readonly [unknown, { message: string; path: string[] }];

export const mortgageInputSchema = z
  .object({
    kind: z.literal('mortgage'),
    homePrice: positiveMoney,
    downPayment: moneySchema,
    annualRatePercent: percent(30),
    years,
  })
  .refine(...downPaymentRule('homePrice'));

export const affordabilityInputSchema = z.object({
  kind: z.literal('affordability'),
  grossMonthlyIncome: positiveMoney,
  monthlyDebts: moneySchema,
  downPayment: moneySchema,
  annualRatePercent: percent(30),
  years,
  monthlyTaxesAndInsurance: moneySchema,
  frontEndPercent: percent().default(28),
  backEndPercent: percent().default(36),
});

export const rentalReturnsInputSchema = z
  .object({
    kind: z.literal('rentalReturns'),
    purchasePrice: positiveMoney,
    closingCosts: moneySchema,
    downPayment: moneySchema,
    annualRatePercent: percent(30),
    years,
    monthlyRent: positiveMoney,
    vacancyPercent: percent(),
    annualOperatingExpenses: moneySchema,
  })
  .refine(...downPaymentRule('purchasePrice'));

export const rentVsBuyInputSchema = z
  .object({
    kind: z.literal('rentVsBuy'),
    homePrice: positiveMoney,
    downPayment: moneySchema,
    annualRatePercent: percent(30),
    years,
    closingCostPercent: percent(20).default(3),
    sellingCostPercent: percent(20).default(6),
    propertyTaxPercent: percent(10).default(1.1),
    maintenancePercent: percent(10).default(1),
    annualInsurance: moneySchema,
    appreciationPercent: percent(20).default(3),
    monthlyRent: positiveMoney,
    rentIncreasePercent: percent(20).default(3),
    horizonYears: years,
  })
  .refine(...downPaymentRule('homePrice'));

/** A U-factor, BTU/(h·ft²·°F): 0.05–2 with at most two decimals. */
const uFactor = z.number().min(0.05).max(2).refine((v) => /^\d+(\.\d{1,2})?$/.test(String(v)), 'At most two decimal places');

export const windowReplacementInputSchema = z
  .object({
    kind: z.literal('windowReplacement'),
    productType: z.enum(['window', 'exteriorDoor']),
    quantity: z.number().int().min(1).max(100),
    widthInches: z.number().int().min(12).max(240),
    heightInches: z.number().int().min(12).max(240),
    oldUFactor: uFactor,
    newUFactor: uFactor,
    /** Two-letter US state: its predominant climate zone gives the degree days unless they are given. */
    state: z.string().regex(/^[A-Z]{2}$/, 'A two-letter US state code').optional(),
    heatingDegreeDays: z.number().int().min(0).max(20_000).optional(),
    coolingDegreeDays: z.number().int().min(0).max(10_000).optional(),
    heatingPricePerTherm: moneySchema.default(1.5),
    heatingEfficiencyPercent: z.number().int().min(50).max(400).default(90),
    electricityPricePerKwh: moneySchema.default(0.17),
    seer: z.number().min(8).max(40).default(14),
  })
  .refine((v) => v.newUFactor < v.oldUFactor, { message: 'The new U-factor must be lower than the old one', path: ['newUFactor'] })
  .refine((v) => v.state !== undefined || (v.heatingDegreeDays !== undefined && v.coolingDegreeDays !== undefined), {
    message: 'Choose a state or enter heating and cooling degree days',
    path: ['state'],
  });

/** One calculator's input, discriminated by `kind`. */
export const calculatorInputSchema = z.discriminatedUnion('kind', [
  mortgageInputSchema,
  affordabilityInputSchema,
  rentalReturnsInputSchema,
  rentVsBuyInputSchema,
  windowReplacementInputSchema,
]);
export type CalculatorInput = z.output<typeof calculatorInputSchema>;
export type CalculatorInputOf<K extends CalculatorKind> = Extract<CalculatorInput, { kind: K }>;

export const generateAiResultInputSchema = z.object({ inputData: calculatorInputSchema });
export type GenerateAiResultInput = z.input<typeof generateAiResultInputSchema>;

export const figureUnits = ['usd', 'percent', 'ratio', 'years', 'btu', 'sqft', 'count'] as const;
export type FigureUnit = (typeof figureUnits)[number];

/** One number of a result, exact as shown (dollars with ≤ 2 decimals, ratios with ≤ 2). */
export const calculatorFigureSchema = z.object({ key: z.string(), label: z.string(), value: z.number().nullable(), unit: z.enum(figureUnits) });
export type CalculatorFigure = z.infer<typeof calculatorFigureSchema>;

/** Points of a chart: `x` (year) and named series values in dollars. */
export const calculatorSeriesSchema = z.object({
  kind: z.enum(['amortisation', 'cashFlow', 'rentVsBuy', 'savings']),
  points: z.array(z.record(z.string(), z.number())),
});
export type CalculatorSeries = z.infer<typeof calculatorSeriesSchema>;

export const calculatorOutcomeSchema = z.object({
  figures: z.array(calculatorFigureSchema),
  series: calculatorSeriesSchema.nullable(),
  /** Assumptions the numbers rest on (formula, sources), shown under the result. */
  notes: z.array(z.string()),
});
export type CalculatorOutcome = z.infer<typeof calculatorOutcomeSchema>;

/** The explanation the AI (or the local engine) writes from the figures only. */
export const calculatorExplanationSchema = z.object({
  summary: z.string().min(1).max(1500),
  recommendations: z.array(z.string().min(1).max(400)).min(1).max(5),
});
export type CalculatorExplanation = z.infer<typeof calculatorExplanationSchema>;

export const calculatorResultSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(calculatorKinds),
  title: z.string(),
  inputData: z.record(z.string(), z.unknown()),
  result: calculatorOutcomeSchema,
  explanation: calculatorExplanationSchema,
  source: z.enum(['ai', 'local']),
  createdAt: z.string(),
});
export type CalculatorResult = z.infer<typeof calculatorResultSchema>;

export const calculatorHistoryQuerySchema = pageQuerySchema.extend({ kind: z.enum(calculatorKinds).optional() });
export type CalculatorHistoryQuery = z.input<typeof calculatorHistoryQuerySchema>;

/** History rows without the chart points (reopen a result to get them). */
export const calculatorHistoryItemSchema = calculatorResultSchema.omit({ result: true, inputData: true }).extend({ headline: z.string() });
export type CalculatorHistoryItem = z.infer<typeof calculatorHistoryItemSchema>;
export const calculatorHistoryResponseSchema = z.object({
  results: z.array(calculatorHistoryItemSchema),
  pagination: paginationSchema,
  meta: z.object({}),
});
export type CalculatorHistoryResponse = z.infer<typeof calculatorHistoryResponseSchema>;
export const calculatorResultIdParamsSchema = z.object({ id: z.string().uuid() });


/** A number as a person types it: thousands separated, at most two decimals. */
const plainNumber = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value).toLocaleString('en-US', { maximumFractionDigits: 2 }) : String(value));

/**
 * The field errors of a calculator's input in plain words (issue 22 item 4): what the form shows under
 * each field before anything is sent, from the same schema the server validates with. Paths are the
 * field names (`homePrice`); `[]` when the input is valid.
 */
export function calculatorInputErrors(input: unknown): { path: string; message: string }[] {
  const parsed = calculatorInputSchema.safeParse(input);
  if (parsed.success) return [];
  const seen = new Set<string>();
  const errors: { path: string; message: string }[] = [];
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.') || 'kind';
    if (seen.has(path)) continue;
    seen.add(path);
    let message = issue.message;
    if (issue.code === 'too_small') message = Number(issue.minimum) === 0 ? 'Cannot be negative' : `Enter at least ${plainNumber(issue.minimum)}`;
    else if (issue.code === 'too_big') message = `Enter at most ${plainNumber(issue.maximum)}`;
    else if (issue.code === 'invalid_type') message = 'Enter a number';
    else if (issue.code !== 'custom') message = 'Check this value';
    errors.push({ path, message });
  }
  return errors;
}
