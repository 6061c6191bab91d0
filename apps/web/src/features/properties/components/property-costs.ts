/**
 * A property's yearly carrying costs from its recorded expenses (issue 30 item 14): the money module's
 * expense transactions of this year, put under property tax, insurance or HOA fee by their name ("County
 * property tax 2026", "Hazard insurance", "HOA dues"). A cost with no such expense falls back to the figure
 * typed on the property (`taxes`) when it is above zero, and is left out otherwise — never "$0.00".
 */
import type { PropertyDetails } from '@lintel/shared';

export type PropertyCost = 'propertyTax' | 'insurance' | 'hoaFee';
export const propertyCostLabels: Record<PropertyCost, string> = { propertyTax: 'Property tax', insurance: 'Insurance', hoaFee: 'HOA fee' };

const costPatterns: Array<[PropertyCost, RegExp]> = [
  ['propertyTax', /\b(property|real[- ]estate|county|city|school|land|municipal)[- ]tax(es)?\b|\bmillage\b/i],
  ['insurance', /\binsurance\b|\b(hazard|homeowners?'?|landlord|flood) policy\b/i],
  ['hoaFee', /\bhoa\b|\bhomeowners'? association\b|\bcondo(minium)? (fee|dues)\b|\bstrata\b/i],
];

/** Which carrying cost an expense's name names, or null for any other expense. */
export function costOfExpense(name: string): PropertyCost | null {
  return costPatterns.find(([, pattern]) => pattern.test(name))?.[0] ?? null;
}

/** Sums of `expenses` (decimal dollars) per carrying cost; costs without an expense are absent. */
export function costsFromExpenses(expenses: ReadonlyArray<{ name: string; amount: number }>): Partial<Record<PropertyCost, number>> {
  const cents: Partial<Record<PropertyCost, number>> = {};
  for (const expense of expenses) {
    const cost = costOfExpense(expense.name);
    if (cost) cents[cost] = (cents[cost] ?? 0) + Math.round(expense.amount * 100);
  }
  return Object.fromEntries(Object.entries(cents).map(([cost, total]) => [cost, total / 100]));
}

/**
 * The facts rows of the carrying costs: this year's expenses when recorded ("$4,200.00 (2026 expenses)"),
 * else the typed figure when above zero, else nothing. `format` writes dollars.
 */
export function costFacts(
  taxes: PropertyDetails['taxes'],
  expenses: ReadonlyArray<{ name: string; amount: number }> | undefined,
  year: number,
  format: (dollars: number) => string,
): Array<[string, string]> {
  const recorded = costsFromExpenses(expenses ?? []);
  const rows: Array<[string, string]> = [];
  for (const cost of ['propertyTax', 'insurance', 'hoaFee'] as const) {
    const fromExpenses = recorded[cost];
    if (fromExpenses !== undefined) rows.push([propertyCostLabels[cost], `${format(fromExpenses)} (${year} expenses)`]);
    else if (taxes && taxes[cost] > 0) rows.push([propertyCostLabels[cost], format(taxes[cost])]);
  }
  return rows;
}
