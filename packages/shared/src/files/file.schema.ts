/** Uploaded-file contract (docs/design.md#uploads). */
import { z } from 'zod';

export const fileSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int().describe('Bytes'),
  url: z.string().describe('GET URL of the stored file'),
  previewUrl: z.string().nullable().describe('GET URL of a resized preview (images only)'),
});
export type StoredFile = z.infer<typeof fileSchema>;

export const fileIdParamsSchema = z.object({ id: z.string().uuid() });
export const fileQuerySchema = z.object({ variant: z.enum(['original', 'preview']).default('original') });
