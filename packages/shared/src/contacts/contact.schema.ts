/** Contacts and categories contract (spec points 3 and 7 "Contacts", "Categories"). */
import { z } from 'zod';
import { singleLineTextSchema } from '../common/text.ts';
import { pageQuerySchema, paginationSchema } from '../common/pagination.ts';
import { recordSortOptions } from '../common/list.rules.ts';
import { emailSchema } from '../auth/auth.schema.ts';
import { categoryEntities, contactTypes } from './contact.enums.ts';

const categoryId = z.number().int().positive().max(2_147_483_647);

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  entity: z.enum(categoryEntities),
  parentId: z.number().int().nullable(),
  isCustom: z.boolean().describe("Added by this account (not the catalogue)"),
  hasSubCategories: z.boolean().describe('True for Contractor: pick a sub-category from GET /contractor-sub-categories'),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesQuerySchema = z.object({ entity: z.enum(categoryEntities).default('contact') });
export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** POST /categories: a category of the account's own, or a sub-category of one (parentId). */
export const createCategoryInputSchema = z
  .object({
    name: singleLineTextSchema(80).min(1, 'Name is required'),
    entity: z.enum(categoryEntities),
    parentId: categoryId.optional(),
  })
  .strict();
export type CreateCategoryInput = z.input<typeof createCategoryInputSchema>;
export const categoryResponseSchema = z.object({ category: categorySchema });

export const subCategoriesResponseSchema = z.object({ subCategories: z.array(categorySchema) });
export type SubCategoriesResponse = z.infer<typeof subCategoriesResponseSchema>;

/** A phone number as typed: digits, spaces, + ( ) - . only. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ().-]{3,30}$/, 'Enter a valid phone number');

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

const contactFields = z.object({
  type: z.enum(contactTypes),
  fullName: singleLineTextSchema(120).nullable().optional().describe('Required for type contact'),
  companyName: singleLineTextSchema(120).nullable().optional().describe('Required for type company'),
  email: emailSchema.nullable().optional(),
  phoneNumbers: z.array(phoneNumberSchema).max(5).default([]),
  address: optionalText(300),
  notes: optionalText(2000),
  categoryId: categoryId.nullable().optional(),
  subCategoryId: categoryId.nullable().optional().describe('A sub-category of categoryId (Contractor trades)'),
});

/** Checks what a whole contact needs: a person's name or a company's name; a sub-category needs its category. */
export function contactIssues(value: {
  type?: string | undefined;
  fullName?: string | null | undefined;
  companyName?: string | null | undefined;
  categoryId?: number | null | undefined;
  subCategoryId?: number | null | undefined;
}): Array<{ path: string; message: string }> {
  const issues: Array<{ path: string; message: string }> = [];
  if (value.type === 'contact' && !value.fullName) issues.push({ path: 'fullName', message: 'Full name is required' });
  if (value.type === 'company' && !value.companyName) issues.push({ path: 'companyName', message: 'Company name is required' });
  if (value.subCategoryId && !value.categoryId) issues.push({ path: 'subCategoryId', message: 'Choose the category first' });
  return issues;
}

export const createContactInputSchema = contactFields.strict().superRefine((value, ctx) => {
  for (const issue of contactIssues(value)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export type CreateContactInput = z.input<typeof createContactInputSchema>;

/** PUT /contacts/{id}: any field; the merged contact must still be whole. */
export const updateContactInputSchema = contactFields.partial().strict();
export type UpdateContactInput = z.input<typeof updateContactInputSchema>;

const categoryRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const contactSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(contactTypes),
  fullName: z.string().nullable(),
  companyName: z.string().nullable(),
  displayName: z.string().describe('fullName for a contact, companyName for a company'),
  email: z.string().nullable(),
  phoneNumbers: z.array(z.string()),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  subCategoryId: z.number().int().nullable(),
  category: categoryRefSchema.nullable(),
  subCategory: categoryRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const listContactsQuerySchema = pageQuerySchema.extend({
  sortBy: z.enum(recordSortOptions).default('newest'),
  type: z.enum(contactTypes).optional(),
  categoryId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type ListContactsQuery = z.input<typeof listContactsQuerySchema>;

export const contactListResponseSchema = z.object({
  results: z.array(contactSchema),
  pagination: paginationSchema,
  meta: z.object({ hasContacts: z.boolean().describe('The account has at least one contact, whatever the filters') }),
});
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

export const contactIdParamsSchema = z.object({ id: z.string().uuid() });

/** POST /contacts/share-contact: e-mails a link to the contact (valid 14 days). */
export const shareContactInputSchema = z.object({ contactId: z.string().uuid(), email: emailSchema }).strict();
export type ShareContactInput = z.input<typeof shareContactInputSchema>;

export const shareTokenParamsSchema = z.object({
  token: z.string().min(20).max(100).regex(/^[A-Za-z0-9_-]+$/, 'Invalid link'),
});

/** GET /contacts/get-by-token/{token}: the shared contact only, and who shared it. */
export const sharedContactResponseSchema = z.object({
  contact: contactSchema.omit({ categoryId: true, subCategoryId: true }).extend({ isOwn: z.boolean().describe('The caller owns this contact') }),
  sharedBy: z.object({ fullName: z.string() }),
  expiresAt: z.string(),
});
export type SharedContactResponse = z.infer<typeof sharedContactResponseSchema>;

/**
 * GET /contacts/share-preview/{token} (public): what a share link holds, for the sign-in page a guest
 * lands on — the contact's name and who shared it, nothing else (issue 21).
 */
export const sharedContactPreviewSchema = z.object({
  contactName: z.string().describe('The shared contact\'s display name'),
  sharedBy: z.object({ fullName: z.string() }),
  expiresAt: z.string(),
});
export type SharedContactPreview = z.infer<typeof sharedContactPreviewSchema>;

export const contactMessageResponseSchema = z.object({ message: z.string(), contact: contactSchema });
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;
