/**
 * The unread e-mail (issue 14): queued at each post for every other participant, keyed per
 * participant and conversation, 15 minutes ahead; cancelled when they read. When it runs it e-mails
 * only if messages they were not yet told about are still unread and the oldest is 15 minutes old
 * (idempotent: the newest message mentioned is remembered, so a retry sends nothing twice).
 */
import { z } from 'zod';
import { CHAT_UNREAD_EMAIL_DELAY_MS } from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { findUserById } from '../auth/index.ts';
import * as repo from './chat.repository.ts';
import { CHAT_UNREAD_EMAIL_JOB } from './chat.service.ts';

const MAX_QUOTED = 5;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const chatUnreadEmailJob = (deps: AppDeps) =>
  defineJob({
    name: CHAT_UNREAD_EMAIL_JOB,
    schema: z.object({ conversationId: z.string().uuid(), userId: z.string().uuid() }),
    handler: async ({ conversationId, userId }, { now }) => {
      const row = await repo.findOwnConversation(deps.db, userId, conversationId);
      if (!row) return { sent: false };
      const unread = await repo.unreadToEmail(deps.db, row.me, 50);
      const oldest = unread[0];
      if (!oldest || now.getTime() - oldest.createdAt.getTime() < CHAT_UNREAD_EMAIL_DELAY_MS) return { sent: false };
      const user = await findUserById(deps.db, userId);
      if (!user) return { sent: false };
      const link = `${deps.config.publicUrl}/chat?conversation=${conversationId}`;
      const quoted = unread.slice(-MAX_QUOTED).map((message) => `${message.authorName}: ${message.text || '(attachment)'}`);
      const count = unread.length;
      const subject = `${count} unread message${count === 1 ? '' : 's'} in ${row.conversation.subjectKind === 'direct' ? 'a conversation' : row.conversation.title}`;
      await deps.mailer.send({
        to: user.email,
        subject,
        text: `Hello ${user.fullName},\n\n${subject} on Lintel:\n\n${quoted.join('\n')}\n\nReply: ${link}\n`,
        html: `<p>Hello ${escapeHtml(user.fullName)},</p><p>${escapeHtml(subject)} on Lintel:</p><ul>${quoted.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><p><a href="${link}">Reply in Lintel</a></p>`,
      });
      await repo.setEmailed(deps.db, conversationId, userId, unread.at(-1)!.id);
      return { sent: true, count };
    },
  });
