/** Query values that carry many ids as one comma list (`?ids=a,b,c`, spec point 7 bulk deletes). */
import { z } from 'zod';

/** At most this many records change in one bulk call. */
export const MAX_BULK_IDS = 100;

/** A non-empty list of unique UUIDs, given as an array. */
export const idListSchema = z
  .array(z.string().uuid())
  .min(1, 'Choose at least one')
  .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} at a time`)
  .transform((ids) => [...new Set(ids)]);

/** `a,b,c` → a unique list of UUIDs. */
export const commaIdListSchema = z
  .string()
  .max(MAX_BULK_IDS * 40)
  .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
  .pipe(idListSchema);

/** { message, deletedIds } answered by bulk deletes. */
export const bulkDeleteResponseSchema = z.object({ message: z.string(), deletedIds: z.array(z.string().uuid()) });
export type BulkDeleteResponse = z.infer<typeof bulkDeleteResponseSchema>;
