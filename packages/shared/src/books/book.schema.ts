/** The book catalogue (issue 14): guides for Lintel's users, with chapters (contracts). */
import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '../common/pagination.ts';

export const bookAudiences = ['landlord', 'homeowner', 'everyone'] as const;
export type BookAudience = (typeof bookAudiences)[number];

/** A link from a guide to the Lintel screen it explains (a web path such as `/leases`). */
export const featureLinkSchema = z.object({ label: z.string(), path: z.string().startsWith('/') });
export type FeatureLink = z.infer<typeof featureLinkSchema>;

/**
 * A chapter: `body` is plain text in paragraphs separated by a blank line; a paragraph whose lines
 * start with "- " is a list.
 */
export const bookChapterSchema = z.object({ id: z.number().int(), title: z.string(), body: z.string(), link: featureLinkSchema.nullable() });
export type BookChapter = z.infer<typeof bookChapterSchema>;

export const bookSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  audience: z.enum(bookAudiences),
  readingMinutes: z.number().int(),
  chapterCount: z.number().int(),
  feature: featureLinkSchema.nullable(),
  updatedAt: z.string(),
});
export type BookSummary = z.infer<typeof bookSummarySchema>;

export const bookSchema = bookSummarySchema.extend({ chapters: z.array(bookChapterSchema) });
export type Book = z.infer<typeof bookSchema>;

export const booksQuerySchema = pageQuerySchema.extend({ audience: z.enum(bookAudiences).optional() });
export type BooksQuery = z.input<typeof booksQuerySchema>;
export const booksResponseSchema = z.object({ results: z.array(bookSummarySchema), pagination: paginationSchema, meta: z.object({}) });
export type BooksResponse = z.infer<typeof booksResponseSchema>;
export const bookIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Paragraphs of a chapter body, each either text or a list of items. */
export function chapterBlocks(body: string): Array<{ kind: 'text'; text: string } | { kind: 'list'; items: string[] }> {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      return lines.every((line) => line.startsWith('- '))
        ? { kind: 'list' as const, items: lines.map((line) => line.slice(2)) }
        : { kind: 'text' as const, text: lines.join(' ') };
    });
}
