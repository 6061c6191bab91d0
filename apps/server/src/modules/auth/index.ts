/** Auth module: accounts, sign-up/in, tokens, invitations, profile. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import { registerAuthRoutes } from './auth.routes.ts';

export { findUserById, insertUser } from './auth.repository.ts';

/** Registers /auth and /users (the profile photo goes through `files`). */
export function authModule(api: FastifyInstance, deps: AppDeps, needs: { files: FilesService }): void {
  registerAuthRoutes(api, deps, needs.files);
}
