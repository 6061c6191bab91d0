/** The store slot of the chat slice: held by the root reducer, filled when the chat chunk (page or badge) loads. */
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { ChatState } from './chat-slice.ts';

export const chatSlot = createLazyReducerSlot<ChatState>();

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds this slot under `chat`: null until the chat chunk registers the slice. */
  interface AppState {
    chat: ChatState | null;
  }
}
