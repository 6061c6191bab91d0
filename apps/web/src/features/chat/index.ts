/**
 * Public surface of the chat feature (issue 14): the Chat page, its sidebar entry with the unread
 * badge (its data in the app's data cache, api/chat-api.ts). Other features open a conversation by linking to
 * `chatSubjectPath({ kind: 'lease', id })` (`/chat?subject=lease:<id>`, from @lintel/shared).
 */
import { lazy } from 'react';
import { rolesAllowed } from '@lintel/shared';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { IconChat } from './nav-icon.tsx';

/** This feature's paths (other features link through this index.ts). */
export const chatPaths = { chat: '/chat' } as const;

const ChatPage = lazy(() => import('./routes/chat-page.tsx'));

export const chatFeature: AppFeature = {
  name: 'chat',
  appRoutes: [{ path: chatPaths.chat, element: page(ChatPage) }],
  nav: [{ to: chatPaths.chat, label: 'Chat', icon: IconChat, roles: rolesAllowed('chat.use'), badge: lazy(() => import('./components/chat-nav-badge.tsx')) }],
};
