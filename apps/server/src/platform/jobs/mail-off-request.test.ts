/**
 * Issue 20 "e-mail is a job, sent after commit, once" for the e-mails a service sends as the answer to
 * a request (decision 013): a password reset (auth) and a shared contact (contacts) answer while the
 * SMTP server holds their message, and each message arrives once after it is released. The ordering is
 * held by the test (the SMTP server answers DATA only on release), never by a timer. Runs on the
 * embedded database and on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp, json } from '../../test/build-app.ts';
import { createUser } from '../../test/factories.ts';
import { startHoldingSmtp } from '../../test/holding-smtp.ts';
import { postgresForTests, postgresUrl } from '../../test/services.ts';

const SMTP_PORT = 3342;
const hasPostgres = await postgresForTests('the PostgreSQL case of mail-off-request');
const databases: Array<[string, string | undefined]> = [['embedded database', undefined], ...(hasPostgres ? [['PostgreSQL', postgresUrl] as [string, string]] : [])];

/** The Subject header of a raw message (nodemailer folds long ones; unfolded here). */
const subjectOf = (raw: string) => /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ');

describe.each(databases)("a service's e-mail is a job: the request answers while SMTP holds it (%s)", (_name, databaseUrl) => {
  it('a password reset and a shared contact answer with their messages held, and each arrives once after release', async () => {
    const smtp = await startHoldingSmtp(SMTP_PORT);
    const t = await buildTestApp({ smtpUrl: smtp.url }, { ...(databaseUrl ? { postgresUrl: databaseUrl } : {}), settleAfterInject: false });
    try {
      const owner = await createUser(t);
      const created = await t.app.inject({ method: 'POST', url: '/api/contacts', headers: owner.headers, payload: { type: 'contact', fullName: 'Carl Sparks' } });
      expect(created.statusCode, created.body).toBe(201);
      await t.deps.jobs.start(); // a served instance's runner sends due mail jobs on its own

      const forgot = await t.app.inject({ method: 'GET', url: `/api/auth/forgot-password/${encodeURIComponent(owner.email)}` });
      expect(forgot.statusCode, forgot.body).toBe(200);
      await smtp.arrived(1); // the reset mail is at the SMTP server, which holds it

      // The next request answers although the first message is still held (no response waits for SMTP).
      const shared = await t.app.inject({
        method: 'POST',
        url: '/api/contacts/share-contact',
        headers: owner.headers,
        payload: { contactId: json<{ id: string }>(created).id, email: 'friend@example.com' },
      });
      expect(shared.statusCode, shared.body).toBe(200);
      expect(json(shared)).toEqual({ message: 'Contact was successfully shared' });
      expect(subjectOf(smtp.messages[0]!)).toBe('Reset your Lintel password');

      smtp.release();
      await smtp.arrived(2); // the share's mail, once its run came (pg-boss: at once; in-process: after the held one)
      await t.deps.jobs.stop(); // waits for the runs in flight to be marked done
      // Once each: nothing is left to run, even a day later.
      expect(await t.deps.jobs.runDue(new Date(Date.now() + 86_400_000), ['auth.mail', 'contacts.mail'])).toEqual([]);
      expect(smtp.messages.map(subjectOf)).toEqual(['Reset your Lintel password', expect.stringContaining('shared a contact with you on Lintel')]);
      expect(smtp.messages[0]).toContain(owner.email);
      expect(smtp.messages[1]).toContain('friend@example.com');
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
