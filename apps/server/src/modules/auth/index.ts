/** Auth module: accounts, sign-up/in, tokens, invitations, profile. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import type { InvitationTargetCheck } from './auth.service.ts';

export { findUserByEmail, findUserById, insertUser } from './auth.repository.ts';

export type { InvitationTargetCheck } from './auth.service.ts';

/**
 * Registers /auth and /users. The profile photo goes through `files`; `isInvitationTarget` says
 * whether an invitation may name a record (the module list asks the tenants module).
 */
export function authModule(api: FastifyInstance, deps: AppDeps, needs: { files: FilesService; isInvitationTarget: InvitationTargetCheck }): void {
  registerAuthRoutes(api, deps, needs.files, needs.isInvitationTarget);
}
