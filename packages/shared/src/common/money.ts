/** Money in JSON is a decimal number of dollars with at most 2 places (docs/design.md#money). */
import { z } from 'zod';

/** The largest amount numeric(12,2) holds. */
export const MAX_MONEY = 9_999_999_999.99;

/**
 * True when `value` is written (as JavaScript prints it) with at most two decimals: 12, 12.5, 12.34.
 * Refuses float artefacts and exponent forms that round to a valid amount: 0.30000000000000004,
 * 1e-9, 100.0000000001, 1e+21.
 */
export function isMoneyAmount(value: number): boolean {
  return Number.isFinite(value) && /^-?\d+(\.\d{1,2})?$/.test(String(value));
}

/** A non-negative dollar amount, at most 9,999,999,999.99, at most two decimals (422 otherwise). */
export const moneySchema = z
  .number()
  .nonnegative()
  .max(MAX_MONEY)
  .refine(isMoneyAmount, 'At most two decimal places');
