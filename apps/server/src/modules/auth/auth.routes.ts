/** HTTP routes of spec point 7 "Auth" and the user calls. Rules live in auth.service.ts. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  createCompanyDetailsSchema,
  updateCompanyDetailsSchema,
  emailParamsSchema,
  fillServiceProviderStepsSchema,
  fillUserFormStepSchema,
  fillUserRoleStepSchema,
  invitationResponseSchema,
  inviteUserBodySchema,
  inviteUserParamsSchema,
  inviteUserQuerySchema,
  loginInputSchema,
  messageResponseSchema,
  refreshInputSchema,
  registerInputSchema,
  registerResponseSchema,
  resendVerificationInputSchema,
  resetPasswordInputSchema,
  socialAuthInputSchema,
  socialPlatformParamsSchema,
  socialPlatformsResponseSchema,
  tokenPairSchema,
  tokenParamsSchema,
  updateUserDetailsSchema,
  userSchema,
  userStepParamsSchema,
  verifyEmailResponseSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requireAuth, requirePermission } from '../../platform/auth.ts';
import { createAuthService, type InvitationTargetCheck, type NotificationsOf, type SignedInHook } from './auth.service.ts';
import { createSocialVerifier } from './social.ts';
import { noContent } from '../../platform/http.ts';
import { limitMail } from '../../platform/mail-limiter.ts';
import type { FilesService } from '../files/index.ts';

/**
 * Auth, users and invitations. `isInvitationTarget` tells whether an invitation may name a record
 * (app.ts checks the tenants of the caller's account), so the auth module does not read other tables.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  files: FilesService,
  isInvitationTarget: InvitationTargetCheck,
  notificationsOf: NotificationsOf,
  onSignedIn?: SignedInHook,
) {
  const social = createSocialVerifier(
    { google: deps.config.googleClientId, apple: deps.config.appleClientId },
    deps.config.overrides?.socialJwks,
  );
  const service = createAuthService(deps, social, notificationsOf, onSignedIn);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireAuth(deps.tokens);
  const signupLimit = { rateLimit: { max: deps.config.overrides?.signupRateLimit ?? deps.config.signupLimitPerIp, timeWindow: '1 minute' } };
  const tags = ['auth'];

  r.post('/auth/local/register', {
    config: signupLimit,
    preHandler: limitMail(deps.mailLimiter, (request) => (request.body as { email: string }).email),
    schema: { tags, body: registerInputSchema, response: { 201: registerResponseSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.register(request.body)),
  });

  r.post('/auth/local/login', {
    schema: { tags, body: loginInputSchema, response: { 200: authResponseSchema } },
    handler: async (request) => service.login(request.body.email, request.body.password, request.ip, request.body.timeZone),
  });

  r.post('/auth/token/refresh', {
    schema: { tags, body: refreshInputSchema, response: { 200: tokenPairSchema } },
    handler: async (request) => service.refresh(request.body.refreshToken),
  });

  r.post('/auth/logout', {
    schema: { tags, body: refreshInputSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await service.logout(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  });

  r.put('/auth/email/verify/:token', {
    schema: { tags, params: tokenParamsSchema, response: { 200: verifyEmailResponseSchema } },
    handler: async (request) => service.verifyEmail(request.params.token),
  });

  r.post('/auth/email/resend', {
    config: signupLimit,
    preHandler: limitMail(deps.mailLimiter, (request) => (request.body as { email: string }).email),
    schema: { tags, body: resendVerificationInputSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => service.resendVerification(request.body.email),
  });

  r.get('/auth/forgot-password/:email', {
    config: signupLimit,
    preHandler: limitMail(deps.mailLimiter, (request) => (request.params as { email: string }).email),
    schema: { tags, params: emailParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => service.forgotPassword(request.params.email),
  });

  r.post('/auth/reset-password', {
    config: signupLimit,
    schema: { tags, body: resetPasswordInputSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => service.resetPassword(request.body.token, request.body.password),
  });

  r.get('/social-platforms', {
    schema: { tags, response: { 200: socialPlatformsResponseSchema }, description: 'The social sign-in providers this server has configured (public).' },
    handler: async () => ({
      socialPlatforms: [
        ...(deps.config.googleClientId ? [{ name: 'google' as const, clientId: deps.config.googleClientId }] : []),
        ...(deps.config.appleClientId ? [{ name: 'apple' as const, clientId: deps.config.appleClientId }] : []),
      ],
    }),
  });

  for (const mode of ['register', 'login'] as const) {
    r.post(`/auth/provider/:provider/${mode}`, {
      config: signupLimit,
      schema: { tags, params: socialPlatformParamsSchema, body: socialAuthInputSchema, response: { 200: authResponseSchema } },
      handler: async (request) => service.socialSignIn(request.params.provider, mode, request.body),
    });
  }

  r.patch('/auth/fill-user-steps/:step', {
    onRequest: signedIn,
    schema: { tags, params: userStepParamsSchema, body: z.record(z.string(), z.unknown()), response: { 200: userSchema } },
    handler: async (request) => {
      const step = request.params.step;
      const body = step === 'role' ? fillUserRoleStepSchema.parse(request.body) : fillUserFormStepSchema.parse(request.body);
      return service.fillUserStep(authOf(request), step, body);
    },
  });

  r.patch('/auth/fill-sp-steps', {
    onRequest: requirePermission(deps.tokens, 'company.update'),
    schema: { tags, body: fillServiceProviderStepsSchema, response: { 200: userSchema } },
    handler: async (request) => service.fillServiceProviderSteps(authOf(request), request.body),
  });

  r.get('/users/me', {
    onRequest: signedIn,
    schema: { tags: ['users'], response: { 200: userSchema } },
    handler: async (request) => service.me(authOf(request)),
  });

  r.put('/users/reset/redirect-url', {
    onRequest: signedIn,
    schema: { tags: ['users'], response: { 200: userSchema } },
    handler: async (request) => service.resetRedirectUrl(authOf(request)),
  });

  const assertOwnImage = (accountId: string, fileId: string, path: string) =>
    files.assertOwnFiles(accountId, [fileId], { kind: 'image', path }).then(() => undefined);
  const manageCompany = requirePermission(deps.tokens, 'company.manage');

  r.put('/users/update/user-details', {
    onRequest: signedIn,
    schema: { tags: ['users'], body: updateUserDetailsSchema, response: { 200: userSchema } },
    handler: async (request) =>
      service.updateUserDetails(authOf(request), request.body, (accountId, fileId) => assertOwnImage(accountId, fileId, 'profilePictureId')),
  });

  r.post('/users/create/company-details', {
    onRequest: manageCompany,
    schema: { tags: ['users'], body: createCompanyDetailsSchema, response: { 201: userSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.saveCompanyDetails(authOf(request), 'create', request.body, assertOwnImage)),
  });

  r.put('/users/update/company-details', {
    onRequest: manageCompany,
    schema: { tags: ['users'], body: updateCompanyDetailsSchema, response: { 200: userSchema } },
    handler: async (request) => service.saveCompanyDetails(authOf(request), 'update', request.body, assertOwnImage),
  });

  r.delete('/users/delete/company-details', {
    onRequest: manageCompany,
    schema: { tags: ['users'], response: { 204: z.null() } },
    handler: noContent((request) => service.deleteCompanyDetails(authOf(request))),
  });

  r.post('/users/invite-user/:userId', {
    onRequest: requirePermission(deps.tokens, 'user.invite'),
    preHandler: limitMail(deps.mailLimiter, (request) => (request.body as { email: string }).email),
    schema: {
      tags: ['users'],
      params: inviteUserParamsSchema,
      querystring: inviteUserQuerySchema,
      body: inviteUserBodySchema,
      response: { 201: invitationResponseSchema },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await service.inviteUser(authOf(request), request.params.userId, request.query.type, request.body, isInvitationTarget)),
  });
}
