/**
 * E-mail as a job (decision 009): a service or consumer that e-mails after a change queues the
 * rendered message with `jobs.send('<module>.mail', message, { key, tx })` in the change's
 * transaction; the job sends it after the commit. The message goes out once per key: a retried
 * consumer finds its processed row (or its rolled-back job) and queues nothing new, and a keyed send
 * while the run is queued is refused. The job itself is at-least-once: a crash after the SMTP server
 * took the message and before the run is marked done sends it again at restart.
 */
import { z } from 'zod';
import type { Mailer } from '../mail.ts';
import { defineJob } from './jobs.ts';

export const mailMessageSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
});

export type QueuedMail = z.infer<typeof mailMessageSchema>;

/** The `<module>.mail` job of a module: sends the queued message through `mailer` (retried 5 times, from 30 s). */
export function mailJob(name: `${string}.mail`, mailer: Mailer) {
  return defineJob({
    name,
    schema: mailMessageSchema,
    retryLimit: 5,
    retryDelaySeconds: 30,
    handler: async (message) => {
      await mailer.send(message);
      return { sent: 1 };
    },
  });
}
