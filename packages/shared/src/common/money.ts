/** Money in JSON is a decimal number of dollars with at most 2 places (DESIGN.md "Money"). */
import { z } from 'zod';

/** A non-negative dollar amount, at most 9,999,999,999.99, at most two decimals. */
export const moneySchema = z
  .number()
  .nonnegative()
  .max(9_999_999_999.99)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'At most two decimal places');
