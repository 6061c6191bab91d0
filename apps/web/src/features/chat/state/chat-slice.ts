/**
 * The chat slice: the caller's conversations (Chat page list) and the unread total (sidebar badge).
 * Messages of the open thread live in the thread's hook (use-thread.ts), refetched over the live channel.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { ConversationSummary } from '@lintel/shared';
import { idleState, wasAborted, type AsyncState } from '../../../lib/async-state.ts';
import { fetchChatUnread, fetchConversations, markConversationRead } from '../api/chat-calls.ts';
import { chatSlot } from './chat-slot.ts';

export interface ChatState {
  conversations: ConversationSummary[];
  list: AsyncState;
  totalUnread: number;
}

export const initialChatState: ChatState = { conversations: [], list: idleState(), totalUnread: 0 };

const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchConversations.pending, (state) => {
        state.list = { status: 'pending', error: null };
      })
      .addCase(fetchConversations.fulfilled, (state, action) => {
        state.list = { status: 'succeeded', error: null };
        state.conversations = action.payload.results;
        state.totalUnread = action.payload.meta.totalUnread;
      })
      .addCase(fetchConversations.rejected, (state, action) => {
        if (!wasAborted(action)) state.list = { status: 'rejected', error: action.payload ?? 'Could not load your conversations' };
      })
      .addCase(fetchChatUnread.fulfilled, (state, action) => {
        state.totalUnread = action.payload.totalUnread;
      })
      .addCase(markConversationRead.fulfilled, (state, action) => {
        state.totalUnread = action.payload.totalUnread;
        const conversation = state.conversations.find((row) => row.id === action.payload.conversationId);
        if (conversation) conversation.unreadCount = action.payload.unreadCount;
      });
  },
});

export const chatReducer = chatSlice.reducer;
chatSlot.register(chatReducer);
