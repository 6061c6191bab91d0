/**
 * Account-data module ("Your data, yours", issue 30 item 15): `GET|POST /account-data/exports` (a job
 * builds the zip, e-mails a link, raises a notification), the download, and `GET|POST /account-data/closure`
 * (7-day grace period, cancelled by signing in, then the hourly erase job).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { mailJob } from '../../platform/jobs/mail-job.ts';
import { ACCOUNT_DATA_MAIL_JOB, createAccountDataService } from './account-data.service.ts';
import { registerAccountDataRoutes } from './account-data.routes.ts';
import { accountEraseJob, accountExportJob } from './account-data.jobs.ts';

export { importAccountExport, ImportError, type ImportSummary } from './account-data.import.ts';

/**
 * For the auth module's sign-in (passed by the module list, registered before this module): cancels a
 * pending closing of `userId` and tells them. One update when nothing is pending.
 */
export function cancelClosureAtSignIn(deps: AppDeps): (userId: string) => Promise<void> {
  const service = createAccountDataService(deps);
  return (userId) => service.cancelAtSignIn(userId);
}

/** Registers /account-data and its jobs (`accountData.export`, `accountData.erase`, `accountData.mail`). */
export function accountDataModule(api: FastifyInstance, deps: AppDeps): void {
  const service = createAccountDataService(deps);
  deps.jobs.register(mailJob(ACCOUNT_DATA_MAIL_JOB, deps.mailer));
  deps.jobs.register(accountExportJob(service));
  deps.jobs.register(accountEraseJob(service));
  registerAccountDataRoutes(api, deps, service);
}
