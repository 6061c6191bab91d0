/** Auth module: accounts, sign-up/in, tokens, invitations, profile. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import { mailJob } from '../../platform/jobs/mail-job.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { watchEndedSessions } from './ended-sessions.ts';
import { AUTH_MAIL_JOB, type InvitationTargetCheck, type NotificationsOf, type SignedInHook } from './auth.service.ts';

export { findUserByEmail, findUserById, findUsersByIds, insertUser, listServiceProviders } from './auth.repository.ts';
/** For closing an account (account-data): end its sessions and make the row a "Former user". */
export { endSessions, revokeAllRefreshTokens, updateUser } from './auth.repository.ts';

export { noCompanyDetails } from './auth.service.ts';
export type { InvitationTargetCheck, NotificationsOf, SignedInHook } from './auth.service.ts';

/**
 * Registers /auth and /users. The profile photo goes through `files`; `isInvitationTarget` says
 * whether an invitation may name a record (the module list asks the tenants module); `notificationsOf`
 * gives /users/me its last 5 notifications and unseen count (the notifications module). Logout and
 * password reset end every session; its e-mails (verification, reset, invitation) are `auth.mail` jobs; `watchEndedSessions` keeps each instance's token check in step.
 */
export function authModule(
  api: FastifyInstance,
  deps: AppDeps,
  needs: { files: FilesService; isInvitationTarget: InvitationTargetCheck; notificationsOf: NotificationsOf; onSignedIn?: SignedInHook },
): void {
  deps.jobs.register(mailJob(AUTH_MAIL_JOB, deps.mailer));
  registerAuthRoutes(api, deps, needs.files, needs.isInvitationTarget, needs.notificationsOf, needs.onSignedIn);
  watchEndedSessions(api, deps);
}
