/** Contacts module: contacts, categories and trades, contacts shared by link. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createContactsService } from './contacts.service.ts';
import { registerContactRoutes } from './contacts.routes.ts';

export { assertCategories, createContactsService } from './contacts.service.ts';
/** One contact of an account (with its e-mail), or undefined: the chat module opens direct conversations from it. */
export { findContact } from './contacts.repository.ts';

/** Registers /contacts, /categories and /contractor-sub-categories. */
export function contactsModule(api: FastifyInstance, deps: AppDeps): void {
  registerContactRoutes(api, deps, createContactsService(deps));
}
