/**
 * Chat module (issue 14): conversations about a lease, a work order, a quote request or between two
 * people, live over the channel (room `conversation:<id>`), with read receipts and an e-mail after
 * 15 minutes unread. Participants come from one resolver per subject kind: lease, quoteRequest and
 * direct are built in; `workOrder` comes from the work-orders module through `needs.participantResolvers`
 * (until then that kind answers 404).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps, Executor } from '../../platform/deps.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { FilesService } from '../files/index.ts';
import { builtInResolvers, type ChatParticipantResolvers } from './chat.participants.ts';
import { registerChatRoutes } from './chat.routes.ts';
import { createChatService, type ChatService } from './chat.service.ts';
import { chatUnreadEmailJob } from './chat-unread-email.job.ts';
import { removeParticipants } from './chat.repository.ts';

export type { ChatParticipantResolver, ChatParticipantResolvers, ChatSubjectParties } from './chat.participants.ts';
export { CHAT_UNREAD_EMAIL_JOB, unreadEmailKey, type ChatService } from './chat.service.ts';

/**
 * Takes `userIds` out of the conversations with these subject keys inside the caller's transaction
 * `tx` (issue 21 item 2: a declined provider leaves the work order's chats). They no longer read them
 * (404) and each removal records `live.roomRevoked` for them, so their open live connections leave
 * the room `conversation:<id>` and get nothing more from it.
 */
export async function removeFromConversations(tx: Executor, accountId: string, subjectKeys: string[], userIds: string[]): Promise<void> {
  for (const removed of await removeParticipants(tx, subjectKeys, userIds)) {
    await recordEvent(tx, { type: 'live.roomRevoked', accountId, userIds: [removed.userId], payload: { room: `conversation:${removed.conversationId}` } });
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Registers /chat/*, the `conversation` live room and the unread e-mail job. `participantResolvers`
 * adds or replaces resolvers by kind, e.g. `{ workOrder: workOrders.chatParticipants }`.
 */
export function chatModule(api: FastifyInstance, deps: AppDeps, needs: { files: FilesService; participantResolvers?: ChatParticipantResolvers }): ChatService {
  const chat = createChatService(deps, needs.files, { ...builtInResolvers(deps.db), ...needs.participantResolvers });
  registerChatRoutes(api, deps, chat);
  deps.liveRooms.register('conversation', async (auth, id) => UUID.test(id) && chat.canJoinRoom(auth, id));
  deps.jobs.register(chatUnreadEmailJob(deps));
  return chat;
}
