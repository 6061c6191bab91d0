/**
 * Paging constants and arithmetic without zod, so the web app's first screen can use them without
 * bundling the schemas (spec point 9: default page size 10).
 */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** The pagination block of every list response. */
export interface Pagination {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** Builds the pagination block from a total row count. */
export function buildPagination(page: number, pageSize: number, total: number): Pagination {
  return { page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

