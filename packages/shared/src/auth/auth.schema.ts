/** Request and response contracts of the Auth and user calls (spec point 7 "Auth"). */
import { z } from 'zod';
import { notificationSchema } from '../notifications/notification.schema.ts';
import { roles, selfServiceRoles, signupSteps, invitationTypes, socialPlatforms } from './auth.enums.ts';
import { isCommonPassword } from './common-passwords.ts';
import { phoneNumberInputSchema } from '../common/phone.ts';
import { singleLineTextSchema, textSchema } from '../common/text.ts';
import { timeZoneSchema } from '../common/zoned-time.ts';
import { workOrderCategories } from '../work-orders/work-order.enums.ts';

export const emailSchema = z.string().trim().toLowerCase().max(254).email('Enter a valid e-mail address');

/** Passwords: 8 to 128 characters and not a well-known one (docs/design.md#security-baseline). */
export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .refine((value) => !isCommonPassword(value), 'This password is too common; choose another');

/** A person's name: one line (issue 25 item 10). */
export const fullNameSchema = singleLineTextSchema(120).min(1, 'Name is required');

/**
 * A path on Lintel's own origin ('/properties?tab=units'): starts with one '/', never '//' or '/\\'
 * (browsers read both as another host: an open redirect), no backslash, whitespace or control characters.
 */
export const sameOriginPathSchema = z
  .string()
  .max(500)
  // eslint-disable-next-line no-control-regex -- control characters are what the pattern refuses
  .regex(/^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]*$/, 'Use a path on this site, such as /properties');

export const registerInputSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    fullName: fullNameSchema,
    role: z.enum(selfServiceRoles).optional().describe('Defaults to homeOwner (spec point 1)'),
    redirectUrl: sameOriginPathSchema.optional().describe('Where to go after verification: a path on this site'),
    invitationToken: z.string().max(200).optional().describe('Token from an invitation e-mail'),
    timeZone: timeZoneSchema.optional().describe("The browser's IANA zone: e-mails show times in it (editable in the profile)"),
  })
  .strict();
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1, 'Password is required').max(128),
    timeZone: timeZoneSchema.optional().describe("The browser's IANA zone: stored once when the user has none yet"),
  })
  .strict();
export type LoginInput = z.infer<typeof loginInputSchema>;

export const refreshInputSchema = z.object({ refreshToken: z.string().min(10).max(200) }).strict();

export const resetPasswordInputSchema = z
  .object({ token: z.string().min(10).max(200), password: passwordSchema })
  .strict();
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const resendVerificationInputSchema = z.object({ email: emailSchema }).strict();

export const socialAuthInputSchema = z
  .object({
    idToken: z.string().min(10).max(8000).describe("The provider's ID token (a JWT)"),
    role: z.enum(selfServiceRoles).optional(),
    fullName: singleLineTextSchema(120).optional().describe('Apple sends the name only on first sign-in'),
    timeZone: timeZoneSchema.optional().describe("The browser's IANA zone: stored when the user has none yet"),
  })
  .strict();
export const socialPlatformParamsSchema = z.object({ provider: z.enum(socialPlatforms) });

/**
 * GET /social-platforms: the providers this server verifies ID tokens for (GOOGLE_CLIENT_ID,
 * APPLE_CLIENT_ID), with the public client id the browser's provider script needs.
 */
export const socialPlatformsResponseSchema = z.object({
  socialPlatforms: z.array(z.object({ name: z.enum(socialPlatforms), clientId: z.string() })),
});
export type SocialPlatformsResponse = z.infer<typeof socialPlatformsResponseSchema>;

export const companySchema = z.object({
  name: z.string(),
  logo: z.string().nullable().describe('URL of the logo file'),
  logoId: z.string().uuid().nullable().describe('The logo file id (POST /files)'),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

const companyFields = {
  name: singleLineTextSchema(160, 1).describe('The company name shown on quotes and invoices'),
  logoId: z.string().uuid().nullable().describe("An image file of the caller's (POST /files); null removes it"),
  email: emailSchema.nullable(),
  phoneNumber: phoneNumberInputSchema.nullable(),
  address: textSchema(300).nullable(),
  // "example.com" is taken as https://example.com (issue 22): people rarely type the scheme.
  website: z
    .string()
    .trim()
    .max(200)
    .transform((value) => (value === '' || /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
    .pipe(z.string().max(208).regex(/^https?:\/\/[^\s]+$/i, 'Enter a web address such as example.com'))
    .nullable(),
};

/**
 * POST /users/create/company-details (spec point 7 "Account"): a property manager or service provider
 * creates their company; it makes them company-capable (spec point 75). Only the name is required.
 */
export const createCompanyDetailsSchema = z
  .object({
    name: companyFields.name,
    logoId: companyFields.logoId.optional(),
    email: companyFields.email.optional(),
    phoneNumber: companyFields.phoneNumber.optional(),
    address: companyFields.address.optional(),
    website: companyFields.website.optional(),
  })
  .strict();
export type CreateCompanyDetailsInput = z.infer<typeof createCompanyDetailsSchema>;

/** PUT /users/update/company-details: any of the fields (an empty body is a 422). */
export const updateCompanyDetailsSchema = createCompanyDetailsSchema.partial().strict();
export type UpdateCompanyDetailsInput = z.infer<typeof updateCompanyDetailsSchema>;

/** The user's latest notifications (spec point 3: `lastNotifications`, at most 5). */
export const notificationSummarySchema = notificationSchema;

export const userSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(roles),
  emailVerified: z.boolean(),
  profilePicture: z.string().nullable(),
  company: companySchema.nullable(),
  isCompanyCapable: z.boolean().describe('Shows the Company Settings menu entry (spec point 6)'),
  signupStep: z.enum(signupSteps),
  redirectUrl: z.string().nullable(),
  trades: z.array(z.enum(workOrderCategories)).describe("A service provider's trades (work categories); empty for other roles"),
  timeZone: z.string().nullable().describe('IANA zone e-mails show times in (and the new-event form starts with); null until the first sign-in from a browser'),
  lastNotifications: z.array(notificationSummarySchema).max(5).describe('The 5 newest notifications, newest first'),
  unseenNotificationsCount: z.number().int().describe('Unseen notifications (the bell)'),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Spec point 7: refresh "returns jwt and refreshToken". Login and register return the same plus the user. */
export const tokenPairSchema = z.object({ jwt: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const authResponseSchema = tokenPairSchema.extend({ user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Register answers with the user and a message; no tokens until the e-mail is verified (spec point 6). */
export const registerResponseSchema = z.object({ message: z.string(), user: userSchema });

export const verifyEmailResponseSchema = z.object({ message: z.string(), redirectUrl: z.string().nullable() });

export const tokenParamsSchema = z.object({ token: z.string().min(10).max(200) });
export const emailParamsSchema = z.object({ email: emailSchema });

/** PATCH /auth/fill-user-steps/{step}: 'role' then 'form'. */
export const userStepParamsSchema = z.object({ step: z.enum(['role', 'form']) });
export const fillUserRoleStepSchema = z.object({ role: z.enum(selfServiceRoles) }).strict();
export const fillUserFormStepSchema = z
  .object({
    fullName: fullNameSchema,
    phoneNumber: z.string().trim().max(30).optional(),
  })
  .strict();
export const fillUserStepBodySchema = z.union([fillUserRoleStepSchema, fillUserFormStepSchema]);

/**
 * A service provider's trades (issue 21 item 9): work categories chosen from the list a work order is
 * filed under (`workOrderCategories`), each at most once, kept in catalogue order.
 */
export const providerTradesSchema = z
  .array(z.enum(workOrderCategories, { message: 'Choose trades from the list' }))
  .max(workOrderCategories.length)
  .transform((trades) => workOrderCategories.filter((category) => trades.includes(category)))
  .describe('Work categories, e.g. ["plumbing", "windowsDoors"]');

/** PATCH /auth/fill-sp-steps: a service provider's company and trades. */
export const fillServiceProviderStepsSchema = z
  .object({
    companyName: singleLineTextSchema(160).min(1, 'Company name is required'),
    phoneNumber: z.string().trim().max(30).optional(),
    trades: providerTradesSchema.default([]),
  })
  .strict();

export const updateUserDetailsSchema = z
  .object({
    fullName: fullNameSchema.optional(),
    phoneNumber: phoneNumberInputSchema.nullable().optional().describe('Null clears it; an invalid number is a 422'),
    profilePictureId: z.string().uuid().nullable().optional(),
    timeZone: timeZoneSchema.optional().describe('IANA zone, e.g. America/New_York; an unknown one is a 422'),
    trades: providerTradesSchema.optional().describe("A service provider's trades; another role gets a 403"),
  })
  .strict();

export const inviteUserParamsSchema = z.object({ userId: z.string().uuid() });
export const inviteUserQuerySchema = z.object({ type: z.enum(invitationTypes) });
export const inviteUserBodySchema = z
  .object({ email: emailSchema, fullName: singleLineTextSchema(120).optional() })
  .strict();
export const invitationResponseSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  type: z.enum(invitationTypes),
  targetId: z.string().uuid(),
  expiresAt: z.string(),
  message: z.string(),
});
