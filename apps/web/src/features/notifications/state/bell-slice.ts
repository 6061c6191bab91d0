/**
 * The bell's unseen count (spec points 3, 4; issue 13): seeded by /users/me's
 * `unseenNotificationsCount`, then kept live from `notification.created` and `notification.seen`
 * (delivered at least once, so each notification counts once), set again from the server's answer
 * after marking seen, and after a reconnect (`live:resync`; both answers come from the data cache's
 * endpoints in api/notifications-api.ts as `unseenCountAnswered`).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventPayload } from '@lintel/shared';
import { currentUserAnswered, loggedOut, logoutStarted, signedIn } from '../../auth/index.ts';

/** How many notification ids the bell remembers for de-duplication (newest kept). */
const REMEMBERED_IDS = 200;

export interface BellState {
  unseenCount: number;
  /** Ids already counted as arrived (live delivery is at least once). */
  arrivedIds: string[];
  /** Ids known to be seen in this tab (a `notification.seen` for them does not count down again). */
  seenIds: string[];
}

declare module '../../../lib/redux-hooks.ts' {
  interface AppState {
    notificationsBell: BellState;
  }
}

export const initialBellState = (): BellState => ({ unseenCount: 0, arrivedIds: [], seenIds: [] });

const remember = (list: string[], ids: string[]) => [...list.filter((id) => !ids.includes(id)), ...ids].slice(-REMEMBERED_IDS);

const bellSlice = createSlice({
  name: 'notificationsBell',
  initialState: initialBellState,
  reducers: {
    /** The server's count (api/notifications-api.ts: marking seen, a resync) and the ids now seen here. */
    unseenCountAnswered(state, action: PayloadAction<{ unseenCount: number; seenIds?: string[] }>) {
      if (action.payload.seenIds) state.seenIds = remember(state.seenIds, action.payload.seenIds);
      state.unseenCount = action.payload.unseenCount;
    },
    /**
     * `notification.created` for this user: one more unseen, once per notification id and group count
     * (a grouped row that grows keeps its id and counts once more each time, issue 30 item 11).
     */
    notificationArrived(state, action: PayloadAction<string | { notificationId: string; groupCount?: number | undefined }>) {
      const { notificationId: id, groupCount = 1 } = typeof action.payload === 'string' ? { notificationId: action.payload } : action.payload;
      const key = groupCount > 1 ? `${id}#${groupCount}` : id;
      if (state.arrivedIds.includes(key) || state.seenIds.includes(id)) return;
      state.arrivedIds = remember(state.arrivedIds, [key]);
      state.unseenCount += 1;
    },
    /** `notification.seen` (this or another tab): all → 0; ids not yet known seen here count down. */
    notificationsSeen(state, action: PayloadAction<EventPayload<'notification.seen'>>) {
      if (action.payload.all) {
        state.unseenCount = 0;
        return;
      }
      const ids = action.payload.notificationIds ?? [];
      const fresh = ids.filter((id) => !state.seenIds.includes(id));
      state.seenIds = remember(state.seenIds, fresh);
      // Grouped rows stand for several notifications (`notificationCount`) when all of them are news here.
      const counted = fresh.length === ids.length && action.payload.notificationCount !== undefined ? action.payload.notificationCount : fresh.length;
      state.unseenCount = Math.max(0, state.unseenCount - counted);
    },
  },
  extraReducers: (builder) => {
    builder
      // The user at start (reload: /users/me; sign-in: its answer) carries the count.
      .addCase(loggedOut, () => initialBellState())
      .addMatcher(currentUserAnswered, (state, action) => {
        state.unseenCount = action.payload.unseenNotificationsCount;
      })
      .addMatcher(signedIn, (state, action) => {
        state.unseenCount = action.payload.user.unseenNotificationsCount;
      })
      .addMatcher(logoutStarted, () => initialBellState());
  },
});

export const { notificationArrived, notificationsSeen, unseenCountAnswered } = bellSlice.actions;
export const bellReducer = bellSlice.reducer;
