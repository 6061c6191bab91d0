/** Contacts module: contacts, categories and trades, contacts shared by link. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { mailJob } from '../../platform/jobs/mail-job.ts';
import { CONTACTS_MAIL_JOB, createContactsService } from './contacts.service.ts';
import { registerContactRoutes } from './contacts.routes.ts';

export { assertCategories, createContactsService } from './contacts.service.ts';
/**
 * A contact of the account (with category names and e-mail), or undefined: work-order assignees and
 * chat's direct conversations use it; contractor contacts feed the suggested contractors.
 */
export { findContact, findContactsOf, listContractorContacts, type ContactWithCategories } from './contacts.repository.ts';

/** Registers /contacts, /categories and /contractor-sub-categories, and the `contacts.mail` job. */
export function contactsModule(api: FastifyInstance, deps: AppDeps): void {
  deps.jobs.register(mailJob(CONTACTS_MAIL_JOB, deps.mailer));
  registerContactRoutes(api, deps, createContactsService(deps));
}
