/** Typed hooks for the chat slice (the app's store combines it under `chat`). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from '../../../lib/redux-hooks.ts';
import { initialChatState, type ChatState } from './chat-slice.ts';

export interface ChatAppState extends AppState {
  chat: ChatState;
}

export const useChatDispatch = useDispatch.withTypes<ThunkDispatch<ChatAppState, unknown, UnknownAction>>();
/** Reads the slice, or its initial state while the store slot is still empty (lib/lazy-reducer.ts). */
export function useChatSelector<T>(selector: (state: ChatAppState) => T): T {
  return useSelector((state: Omit<ChatAppState, 'chat'> & { chat: ChatState | null }) =>
    selector(state.chat ? (state as ChatAppState) : { ...state, chat: initialChatState }),
  );
}
