/** List paging contract (docs/design.md#lists; spec point 9: default page size 10, newest first). */
import { z } from 'zod';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, buildPagination, type Pagination } from './pagination.rules.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pagination.rules.ts';

/** Query fields every list accepts. `page` is 1-based. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});

export const paginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

/** A boolean that arrives in a query string ("true"/"false"/"1"/"0"). */
export const queryBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');
